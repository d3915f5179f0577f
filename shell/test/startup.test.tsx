import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STARTUP_FAILED =
  'The application could not be loaded. Check your connection and try again in a moment.';

/** Runs the shell's start-up (bootstrap.tsx) afresh against the given /remotes.json behaviour. */
const startWith = async (fetchRemotesJson: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(fetchRemotesJson));
  vi.resetModules();
  await import('../src/bootstrap');
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('start-up without /remotes.json', () => {
  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 503', async () => new Response('unavailable', { status: 503 })],
    ['the answer is not the pins', async () => new Response('<html>proxy error</html>', { status: 200 })],
  ])('shows the shell’s own error page with Retry when %s, never a blank screen', async (_, answer) => {
    await startWith(answer);
    expect(await screen.findByText(STARTUP_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Section unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('start-up without the shell’s own code', () => {
  it('shows the error page with Retry, without React, when the bootstrap chunk cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('../src/bootstrap', () => {
      throw new Error('Loading chunk bootstrap failed');
    });
    await import('../src/index');
    expect(await screen.findByText(STARTUP_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Section unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    vi.doUnmock('../src/bootstrap');
  });
});
