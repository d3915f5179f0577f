import { queryClient } from '@apparel/api-client';
import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { installEnterNeverSubmits } from './forms/enter-never-submits';
import { colorSchemeManager } from './theme/color-scheme';
import { cssVariablesResolver, theme } from './theme/theme';
import './dates';

/**
 * Mantine (AA-contrast theme, colour scheme following the system until the user picks one), toasts and the singleton QueryClient: one set for the whole app.
 * Enter in a picker or a grid never submits a form (forms/enter-never-submits).
 * No DatesProvider: its only setting here was the default locale ('en'), and rendering it made every
 * first render load all of @mantine/dates (~23 KB gz). DateInput works without it; './dates' extends
 * the shared dayjs with customParseFormat, which DateInput needs to read typed DD/MM/YYYY.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(installEnterNeverSubmits, []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
