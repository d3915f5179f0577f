import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '../src/pages/OrderDetailPage';
import { anOrder } from './support/fixtures';

const held = anOrder({
  id: 42,
  status: 'ON_HOLD',
  holdReason: 'Credit limit exceeded by ₹8,400',
  totalAmount: 38400,
});

const open = () => renderPage(<OrderDetailPage />, { route: '/orders/42', path: '/orders/:id' });

/** These tests type a whole form: a loaded machine takes minutes. */
const LONG = 180_000;

describe('An order held for credit', () => {
  it(
    'shows its badge and reason, offers Release hold and Reject, and no Accept',
    async () => {
      mockApi({ 'GET /orders/42': { body: held } });
      open();
      expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
      expect(screen.getByText('ON HOLD')).toBeInTheDocument();
      expect(screen.getByText('Credit limit exceeded by ₹8,400')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Release hold' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    },
    LONG,
  );

  it(
    'releases the hold only with a note, then offers Accept',
    async () => {
      const api = mockApi({
        'GET /orders/42': [{ body: held }, { body: anOrder({ id: 42, status: 'PENDING' }) }],
        'POST /orders/42/release': { body: anOrder({ id: 42, status: 'PENDING' }) },
      });
      const user = setupUser();
      open();
      await user.click(await screen.findByRole('button', { name: 'Release hold' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Release hold on order #42' }));
      await user.click(dialog.getByRole('button', { name: 'Release hold' }));
      expect(await dialog.findByText('note is required')).toBeInTheDocument();
      expect(api.callsTo('POST /orders/42/release')).toHaveLength(0);
      await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Paid by cheque today');
      await user.click(dialog.getByRole('button', { name: 'Release hold' }));
      await waitFor(() =>
        expect(api.bodiesSentTo('POST /orders/42/release')).toEqual([{ note: 'Paid by cheque today' }]),
      );
      expect(await screen.findByText('Hold released: the order is pending')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'rejects after a confirmation',
    async () => {
      const api = mockApi({
        'GET /orders/42': { body: held },
        'PATCH /orders/42/status': { body: anOrder({ id: 42, status: 'REJECTED' }) },
      });
      const user = setupUser();
      open();
      await user.click(await screen.findByRole('button', { name: 'Reject' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
      await waitFor(() =>
        expect(api.bodiesSentTo('PATCH /orders/42/status')).toEqual([{ status: 'REJECTED' }]),
      );
    },
    LONG,
  );
});
