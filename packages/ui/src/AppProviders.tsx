import { queryClient } from '@apparel/api-client';
import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';
import './dates';

/** Mantine, dates, toasts and the singleton QueryClient: one set for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: 'en' }}>
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
