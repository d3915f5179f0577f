import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** True below Mantine's `sm` breakpoint, where lists become cards and forms one column. */
export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(max-width: ${em(Number.parseFloat(theme.breakpoints.sm) * 16 - 0.1)})`, false, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}
