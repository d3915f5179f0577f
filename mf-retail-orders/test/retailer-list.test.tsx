import { columnHeaders, listPage, mockApi, renderPage } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
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
