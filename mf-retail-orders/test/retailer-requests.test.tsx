import { columnHeaders, listPage, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RetailerRequestListPage from '../src/pages/RetailerRequestListPage';
import { aLink } from './support/fixtures';

const openRequests = () =>
  renderPage(<RetailerRequestListPage />, { route: '/retailers-req/list', path: '/retailers-req/list' });

describe('Retailers Request Received', () => {
  it('accepts a request only after "Accept Request?" is confirmed', async () => {
    const api = mockApi({
      'GET /manufacturer/retailers-req': [
        { body: listPage('requests', [aLink(4, 'PENDING', { name: 'Patel Stores' })]) },
        { body: listPage('requests', []) },
      ],
      'PATCH /manufacturer/retailers-req/4/status': { body: aLink(4, 'ACCEPTED') },
    });
    const user = setupUser();
    openRequests();
    expect(screen.getByRole('heading', { name: 'Retailers Request Received' })).toBeInTheDocument();
    const headers = await columnHeaders();
    expect(headers).toEqual(['Name', 'Mobile', 'Email', 'City', 'State', 'Type', 'Contact Person', 'Action']);

    await user.click(screen.getByRole('button', { name: 'Accept Patel Stores' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Accept Request?')).toBeInTheDocument();
    expect(api.callsTo('PATCH /manufacturer/retailers-req/4/status')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(api.callsTo('PATCH /manufacturer/retailers-req/4/status')[0]?.body).toEqual({
      status: 'ACCEPTED',
    });
  });

  it('rejects after "Reject Request?" and toasts the server message on failure', async () => {
    const api = mockApi({
      'GET /manufacturer/retailers-req': {
        body: listPage('requests', [aLink(5, 'PENDING', { name: 'Kumar Textiles' })]),
      },
      'PATCH /manufacturer/retailers-req/5/status': {
        status: 409,
        body: { message: 'Only a pending request can be accepted or rejected' },
      },
    });
    const user = setupUser();
    openRequests();
    await user.click(await screen.findByRole('button', { name: 'Reject Kumar Textiles' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Reject Request?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Only a pending request can be accepted or rejected')).toBeInTheDocument();
    expect(api.callsTo('PATCH /manufacturer/retailers-req/5/status')[0]?.body).toEqual({
      status: 'REJECTED',
    });
  });
});
