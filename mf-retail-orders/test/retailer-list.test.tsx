import { chooseOption, columnHeaders, listPage, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RetailerListPage from '../src/pages/RetailerListPage';
import { aLink } from './support/fixtures';

const openList = () =>
  renderPage(<RetailerListPage />, { route: '/retailers/list', path: '/retailers/list' });

describe('Retailers list', () => {
  it('shows each link with the SPEC columns, a dash for missing values and the status colour', async () => {
    mockApi({
      'GET /manufacturer/retailers': {
        body: listPage('retailers', [
          aLink(1, 'ACCEPTED', { name: 'Sharma Garments', type: null }),
          aLink(2, 'REJECTED', { name: 'Kumar Textiles' }),
          aLink(3, 'PENDING', { name: 'Patel Stores', city: '' }),
        ]),
      },
    });
    openList();
    expect(screen.getByRole('heading', { name: 'Retailers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Retailer' })).toHaveAttribute('href', '/retailers/new');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    const headers = await columnHeaders();
    expect(headers).toEqual([
      'Name',
      'Mobile',
      'Email',
      'City',
      'State',
      'Type',
      'Status',
      'Contact Person',
      'Action',
    ]);

    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    expect(row('Sharma Garments').getByText('ACCEPTED').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'green',
    );
    expect(row('Kumar Textiles').getByText('REJECTED').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'red',
    );
    expect(row('Patel Stores').getByText('PENDING').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'yellow',
    );
    expect(row('Sharma Garments').getAllByRole('cell')[5]).toHaveTextContent('-');
    expect(row('Patel Stores').getAllByRole('cell')[3]).toHaveTextContent('-');
    expect(row('Sharma Garments').getByRole('link', { name: 'View Sharma Garments' })).toHaveAttribute(
      'href',
      '/retailers/101',
    );
  });

  it('says "No retailers found." for an empty list', async () => {
    mockApi({ 'GET /manufacturer/retailers': { body: listPage('retailers', []) } });
    openList();
    expect(await screen.findByText('No retailers found.')).toBeInTheDocument();
  });

  it('shows "Error: {server message}" and asks only once (no retry)', async () => {
    const api = mockApi({
      'GET /manufacturer/retailers': { status: 500, body: { message: 'Database is down' } },
    });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is down');
    expect(api.callsTo('GET /manufacturer/retailers')).toHaveLength(1);
  });

  it('shows "Failed to load retailers. {message}" when the server gives no message', async () => {
    mockApi({ 'GET /manufacturer/retailers': { status: 502, body: {} } });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load retailers\. 502/);
  });
});

describe('Retailers list: search, filter, sort and paging', () => {
  it('asks the server for what the URL holds and keeps every change there', async () => {
    const api = mockApi({
      'GET /manufacturer/retailers': {
        body: listPage('retailers', [aLink(1, 'ACCEPTED', { name: 'Sharma Garments' })], { total: 45 }),
      },
    });
    const user = setupUser();
    const { router } = openList();
    expect(await screen.findByText('45 retailers')).toBeInTheDocument();
    const lastQuery = () => api.callsTo('GET /manufacturer/retailers').at(-1)?.query;
    expect(lastQuery()).toEqual({ page: '1', sortBy: 'createdAt', sortOrder: 'desc' });

    await user.type(screen.getByRole('searchbox', { name: 'Search retailers' }), 'sharma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await chooseOption(user, 'Status', 'ACCEPTED');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '3',
        q: 'sharma',
        status: 'ACCEPTED',
        sortBy: 'name',
        sortOrder: 'asc',
      }),
    );
    expect(router.state.location.search).toBe('?q=sharma&status=ACCEPTED&sort=name&order=asc&page=3');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });
});
