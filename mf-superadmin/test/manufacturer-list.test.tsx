import type { ManufacturerSearch } from '@apparel/contracts';
import { type ApiCall, field, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ManufacturerListPage from '../src/pages/ManufacturerListPage';
import { aManufacturer } from './support/fixtures';
import { pickState } from './support/queries';

const SEARCH = 'POST /admin/manufacturers/search';

const activeSubscription = {
  startDate: '2000-01-01',
  endDate: '2999-12-31',
  productLimit: 100,
  retailerLimit: 20,
  isActive: true,
};
const acme = aManufacturer({ id: 5, name: 'Acme Apparel', subscription: activeSubscription });
const zenith = aManufacturer({ id: 6, name: 'Zenith Knits', state: 'Punjab', subscription: null });

/** Answers every search with one page of `total` manufacturers. */
const searchReply = (total: number) => (call: ApiCall) => ({
  body: {
    manufacturers: [acme, zenith],
    total,
    page: (call.body as ManufacturerSearch).page ?? 1,
    pageSize: 20,
  },
});

const openList = (route = '/manufacturers') =>
  renderPage(<ManufacturerListPage />, {
    route,
    path: '/manufacturers',
    otherRoutes: { '/manufacturers/create': <div>create form</div> },
  });

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Manufacturers list', () => {
  it('shows each manufacturer with its subscription as Active or inactive and its row links', async () => {
    const api = mockApi({ [SEARCH]: searchReply(2) });
    openList();
    expect(screen.getByRole('heading', { name: 'Manufacturers' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Manufacturer' })).toHaveAttribute(
      'href',
      '/manufacturers/create',
    );

    await screen.findByText('Acme Apparel');
    const acmeRow = within(rowOf('Acme Apparel'));
    expect(acmeRow.getByText('Active')).toBeInTheDocument();
    expect(acmeRow.getByText('Cotton shirts')).toBeInTheDocument();
    expect(acmeRow.getByText('Gujarat')).toBeInTheDocument();
    expect(acmeRow.getByRole('link', { name: 'View Acme Apparel' })).toHaveAttribute(
      'href',
      '/manufacturers/5/view',
    );
    expect(acmeRow.getByRole('link', { name: 'Edit Acme Apparel' })).toHaveAttribute(
      'href',
      '/manufacturers/5/edit',
    );
    expect(acmeRow.getByRole('link', { name: 'Subscription Acme Apparel' })).toHaveAttribute(
      'href',
      '/manufacturers/5/subscription',
    );
    expect(within(rowOf('Zenith Knits')).getByText('inactive')).toBeInTheDocument();
    expect(api.callsTo(SEARCH)[0]?.body).toEqual({
      filter: {},
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('shows a subscription that has ended, or is switched off, as inactive', async () => {
    const ended = aManufacturer({
      id: 7,
      name: 'Old Threads',
      subscription: { ...activeSubscription, endDate: '2001-01-01' },
    });
    const off = aManufacturer({
      id: 8,
      name: 'Paused Prints',
      subscription: { ...activeSubscription, isActive: false },
    });
    mockApi({ [SEARCH]: { body: { manufacturers: [ended, off], total: 2, page: 1, pageSize: 20 } } });
    openList();
    await screen.findByText('Old Threads');
    expect(within(rowOf('Old Threads')).getByText('inactive')).toBeInTheDocument();
    expect(within(rowOf('Paused Prints')).getByText('inactive')).toBeInTheDocument();
  });

  it('sends the Name and State filters and starts again from page 1', async () => {
    const api = mockApi({ [SEARCH]: searchReply(45) });
    const user = setupUser();
    const { router } = openList('/manufacturers?page=2');
    await screen.findByText('Page 2 of 3');

    await user.type(field('Name'), 'acme');
    await pickState(user, 'Gujarat');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({
        filter: { name: 'acme', state: 'Gujarat' },
        page: 1,
      }),
    );
    expect(router.state.location.search).toBe('?name=acme&state=Gujarat');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({ filter: {}, page: 1 }));
    expect(field('Name')).toHaveValue('');
  });

  it('asks the server for page 2 and keeps the page in the URL', async () => {
    const api = mockApi({ [SEARCH]: searchReply(45) });
    const user = setupUser();
    const { router } = openList();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({ page: 2, pageSize: 20 }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when no manufacturer matches', async () => {
    mockApi({ [SEARCH]: { body: { manufacturers: [], total: 0, page: 1, pageSize: 20 } } });
    openList();
    expect(await screen.findByText('No manufacturers found.')).toBeInTheDocument();
  });

  it('keeps the pager past the last page (an old link), so the user can get back', async () => {
    const api = mockApi({ [SEARCH]: { body: { manufacturers: [], total: 45, page: 9, pageSize: 20 } } });
    const user = setupUser();
    openList('/manufacturers?page=9');
    expect(await screen.findByText('No manufacturers found.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));

    await waitFor(() => expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({ page: 1 }));
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockApi({ [SEARCH]: { status: 403, body: { message: 'Forbidden resource' } } });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden resource');
  });
});
