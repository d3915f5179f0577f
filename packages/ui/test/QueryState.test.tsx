import { ApiError } from '@apparel/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LoadedQuery, QueryState } from '../src';
import { renderPage } from '../src/testing/render';

const query = <T,>(state: Partial<LoadedQuery<T>>): LoadedQuery<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  ...state,
});
const show = (q: LoadedQuery<string[]>, failure?: string) =>
  renderPage(
    <QueryState
      query={q}
      failure={failure}
      empty={{ when: (d) => d.length === 0, message: 'No admins found.' }}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('reads "Loading..." until the first answer', () => {
    show(query({ isPending: true }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("shows the server's message, else the screen's fallback, in an alert", () => {
    const { unmount } = show(
      query({ isError: true, error: new ApiError(500, 'HTTP 500', 'Database is down') }),
      'Failed to load admins.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Database is down');
    unmount();
    show(query({ isError: true, error: new ApiError(500, 'HTTP 500') }), 'Failed to load admins.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load admins.');
  });

  it('shows the empty state, or the content, and keeps the data held when a reload fails', () => {
    const { unmount } = show(query({ data: [] }));
    expect(screen.getByText('No admins found.')).toBeInTheDocument();
    unmount();
    show(query({ data: ['Asha', 'Ravi'], isError: true, error: new ApiError(0, 'Network down') }));
    expect(screen.getByText('Asha, Ravi')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });
});
