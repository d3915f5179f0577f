import type { RemotesAnswer } from '@apparel/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_CHECK_GAP_MS, PERIODIC_CHECK_MS } from '../src/remotes/version-watch';
import { renderShell, SPEC_ANSWER } from './render-shell';

/** SPEC's answer with mf-media pinned at another version. */
const repinned = (): RemotesAnswer => ({
  ...SPEC_ANSWER,
  'mf-media': {
    manifest: '/remotes/mf-media/1.1.0/mf-manifest.json',
    routes: SPEC_ANSWER['mf-media']?.routes ?? [],
  },
});

let served: RemotesAnswer;
const pinReads = vi.fn();

beforeEach(() => {
  served = SPEC_ANSWER;
  pinReads.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/remotes.json') {
        pinReads();
        return new Response(JSON.stringify(served), { status: 200 });
      }
      return new Response(JSON.stringify({ name: 'Ravi Kumar' }), { status: 200 });
    }),
  );
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('a new version while the tab is open', () => {
  it('offers Reload when a navigation finds other pins than the tab started with, and keeps the page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shell = renderShell('/products', { role: 'MANUFACTURER', startAnswer: SPEC_ANSWER });
    await screen.findByRole('heading', { name: 'mf-catalogue/ProductListPage' });

    later(NAVIGATION_CHECK_GAP_MS);
    await act(() => shell.navigate('/orders'));
    await waitFor(() => expect(pinReads).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    served = repinned();
    later(NAVIGATION_CHECK_GAP_MS);
    await act(() => shell.navigate('/media'));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(shell.location().pathname).toBe('/media');
    expect(screen.getByRole('heading', { name: 'mf-media/MediaPage' })).toBeInTheDocument();
  });

  it('reads the pins at most once per NAVIGATION_CHECK_GAP_MS however often the user navigates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shell = renderShell('/products', { role: 'MANUFACTURER', startAnswer: SPEC_ANSWER });
    await screen.findByRole('heading', { name: 'mf-catalogue/ProductListPage' });
    served = repinned();
    for (const path of ['/orders', '/media', '/products', '/orders']) await act(() => shell.navigate(path));
    expect(pinReads).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('finds a new pin within five minutes without any navigation', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderShell('/products', { role: 'MANUFACTURER', startAnswer: SPEC_ANSWER });
    await screen.findByRole('heading', { name: 'mf-catalogue/ProductListPage' });
    served = repinned();
    await act(() => vi.advanceTimersByTimeAsync(PERIODIC_CHECK_MS));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  });
});
