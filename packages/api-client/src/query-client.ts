import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** Client errors (4xx) are answers, not glitches: retrying them cannot help. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The one QueryClient of the app: shared as a Module Federation singleton with this package. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: retryServerErrors, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
