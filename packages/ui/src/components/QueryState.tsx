import { errorMessage } from '@apparel/api-client';
import { type ReactNode, useDeferredValue } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorBanner } from './ErrorBanner';
import { Loading } from './Loading';

/** What QueryState reads of a TanStack query. */
export interface LoadedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /**
   * The banner's words: a fallback for when the server gives no message (product.md's "Failed to load
   * profile."), or a function of the error. Without it, the server's message or the error's own.
   */
  failure?: string | ((error: unknown) => string);
  /** The empty state: its message, shown instead of the content when `when(data)` holds. */
  empty?: { when: (data: T) => boolean; message: string };
  /** The loaded content. */
  children: (data: T) => ReactNode;
}

const ownMessage = (error: unknown) =>
  errorMessage(error, error instanceof Error ? error.message : undefined);

/**
 * The one loading / error / empty ladder: "Loading..." until the first answer; the error banner when
 * the last load failed (above the data still held from before, if any); the empty state; the content.
 * The content renders from a deferred copy of the data: a query's answer arrives as an urgent update
 * (useSyncExternalStore), and a list's rows rendered in it made one long task on a phone; deferred,
 * React renders them in slices between which the page stays responsive.
 */
export function QueryState<T>({ query, failure, empty, children }: QueryStateProps<T>) {
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined)) return <Loading />;
  const banner = query.isError ? (
    <ErrorBanner
      message={
        typeof failure === 'function'
          ? failure(query.error)
          : failure === undefined
            ? ownMessage(query.error)
            : errorMessage(query.error, failure)
      }
    />
  ) : null;
  if (data === undefined) return banner;
  return (
    <>
      {banner}
      {empty?.when(data) ? <EmptyState message={empty.message} /> : children(data)}
    </>
  );
}
