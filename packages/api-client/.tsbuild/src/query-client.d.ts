import { QueryClient } from '@tanstack/react-query';
/** The one QueryClient of the app: shared as a Module Federation singleton with this package. */
export declare const queryClient: QueryClient;
