import { queryClient } from '@apparel/api-client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toasts } from './components/Toasts';
import { installEnterNeverSubmits } from './forms/enter-never-submits';
import { colorSchemeManager } from './theme/color-scheme';
import { cssVariablesResolver, theme } from './theme/theme';

/**
 * Mantine (AA-contrast theme, colour scheme following the system until the user picks one), toasts and the singleton QueryClient: one set for the whole app.
 * Enter in a picker or a grid never submits a form (forms/enter-never-submits).
 * No DatesProvider: its only setting here was the default locale ('en'), and rendering it made every
 * first render load all of @mantine/dates (~23 KB gz). DateInput works without it; a form with a
 * DateInput takes its `valueFormat` from TYPED_DATE_FORMAT (forms/typed-date.ts), which extends the
 * shared dayjs with the parser it needs, so pages without dates load no dayjs.
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
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
