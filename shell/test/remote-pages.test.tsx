import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from '../src/remotes/page-loader';
import { renderShell, stubPage } from './render-shell';

/** A loader whose given remote fails until `repair()` is called. */
const brokenLoader = (broken: string) => {
  let repaired = false;
  const loader: PageLoader = {
    load: vi.fn(async (remote: string, module: string) => {
      if (remote === broken && !repaired) throw new Error(`${remote} manifest answered 404`);
      return stubPage(remote, module);
    }),
    retry: vi.fn(),
  };
  return { loader, repair: () => (repaired = true) };
};

describe('pages loaded from remotes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the route table’s props to the page', async () => {
    renderShell('/retailers/7/edit', { role: 'MANUFACTURER' });
    expect(
      await screen.findByRole('heading', { name: 'mf-retail-orders/RetailerFormPage {"mode":"edit"}' }),
    ).toBeInTheDocument();
  });

  it('mounts one attribute screen per attribute type', async () => {
    renderShell('/attributes/fabrics', { role: 'MANUFACTURER' });
    expect(
      await screen.findByRole('heading', { name: 'mf-catalogue/AttributePage {"type":"fabrics"}' }),
    ).toBeInTheDocument();
  });

  it('loads a page module once, on its first visit', async () => {
    const { loader } = renderShell('/media', { role: 'MANUFACTURER' });
    await screen.findByRole('heading', { name: 'mf-media/MediaPage' });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(loader.load).toHaveBeenCalledWith('mf-media', 'MediaPage');
  });

  it('shows Section unavailable inside the layout when a remote fails, and the menu keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader } = brokenLoader('mf-catalogue');
    renderShell('/products', { role: 'MANUFACTURER', loader });
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Media Manager' }));
    expect(await screen.findByRole('heading', { name: 'mf-media/MediaPage' })).toBeInTheDocument();
    expect(screen.queryByText('Section unavailable')).not.toBeInTheDocument();
  });

  it('Retry loads the page once the remote is back, without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, repair } = brokenLoader('mf-catalogue');
    renderShell('/products', { role: 'MANUFACTURER', loader });
    await screen.findByText('Section unavailable');

    repair();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mf-catalogue/ProductListPage' })).toBeInTheDocument();
    expect(loader.retry).toHaveBeenCalledWith('mf-catalogue');
  });

  it('shows Section unavailable when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader: PageLoader = {
      load: vi.fn(async () => ({
        default: () => {
          throw new Error('render failed');
        },
      })),
      retry: vi.fn(),
    };
    renderShell('/orders', { role: 'MANUFACTURER', loader });
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('explains a sign-in outage on /login, where there is no layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell('/login', { loader: brokenLoader('mf-auth').loader });
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(screen.getByText(/sign-in screens could not be loaded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
