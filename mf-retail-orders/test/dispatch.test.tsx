import type { Order, OrderHistory, OrderItem } from '@apparel/contracts';
import { AppProviders } from '@apparel/ui';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '../src/pages/OrderDetailPage';
import { StatusBadge } from '../src/shared/StatusBadge';
import { anInvoice } from './support/invoice-fixtures';

const line = (id: number, overrides: Partial<OrderItem> = {}): OrderItem => ({
  id,
  productId: 5,
  product: { name: id === 1 ? 'Cotton Shirt' : 'Linen Kurta' },
  quantity: 100,
  price: 2400,
  dispatchedQty: 0,
  cancelledQty: 0,
  color: { id: 11, name: 'Red' },
  size: { id: 22, name: 'M' },
  brand: null,
  fabric: null,
  theme: null,
  material: null,
  season: null,
  variantId: 50 + id,
  sku: null,
  stockLeft: 10,
  priceList: null,
  priceSource: 'Base price',
  ...overrides,
});

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 42,
  status: 'ACCEPTED',
  totalAmount: 240000,
  createdAt: '2026-11-02T04:30:00.000Z',
  retailer: { id: 3, name: 'Sharma Garments' },
  holdReason: null,
  acceptedAt: '2026-11-02T05:30:00.000Z',
  items: [line(1), line(2, { quantity: 20 })],
  dispatches: [],
  invoices: [],
  creditNotes: [],
  ...overrides,
});

const history: OrderHistory = {
  events: [
    {
      id: 1,
      kind: 'CREATED',
      at: '2026-11-02T04:30:00.000Z',
      by: { id: 7, name: 'Asha' },
      summary: 'Order created',
      documentId: null,
    },
    {
      id: 2,
      kind: 'ACCEPTED',
      at: '2026-11-02T05:30:00.000Z',
      by: null,
      summary: 'Order accepted',
      documentId: null,
    },
  ],
};

const invoiceRef = { id: 9, number: 'AK/26-27/0001', date: '2026-11-03', total: 151200 };

const renderOrder = () =>
  renderPage(<OrderDetailPage />, {
    route: '/orders/42',
    path: '/orders/:id',
    otherRoutes: { '/invoices/:id': <p>Invoice screen</p> },
  });

describe('Order detail: dispatch', () => {
  it('dispatches part of an accepted order with the consignment details', async () => {
    const api = mockApi({
      'GET /orders/42': { body: anOrder() },
      'GET /orders/42/history': { body: history },
      'POST /orders/42/dispatches': {
        status: 201,
        body: {
          id: 1,
          orderId: 42,
          date: '2026-11-03',
          transporter: 'VRL',
          lrNumber: 'LR1',
          vehicleNumber: 'MH12AB1234',
          lines: [],
          invoice: anInvoice(),
        },
      },
    });
    const user = setupUser();
    const { router } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = within(await screen.findByRole('dialog'));
    const first = dialog.getByRole('textbox', { name: /Dispatch quantity of line 1/ });
    expect(first).toHaveValue('100');
    await user.clear(first);
    await user.type(first, '60');
    const second = dialog.getByRole('textbox', { name: /Dispatch quantity of line 2/ });
    await user.clear(second);
    await user.type(second, '0');
    await user.clear(dialog.getByLabelText(/Date/));
    await user.type(dialog.getByLabelText(/Date/), '2026-11-03');
    await user.type(dialog.getByLabelText(/Transporter/), 'VRL');
    await user.type(dialog.getByLabelText('LR / docket number'), 'LR1');
    await user.type(dialog.getByLabelText('Vehicle number'), 'MH12AB1234');
    await user.click(dialog.getByRole('button', { name: 'Dispatch and invoice' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-03',
      transporter: 'VRL',
      lrNumber: 'LR1',
      vehicleNumber: 'MH12AB1234',
      lines: [
        { itemId: 1, quantity: 60 },
        { itemId: 2, quantity: 0 },
      ],
    });
    expect(await screen.findByText('Invoice screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/9');
  });

  it('refuses a missing transporter and a dispatch of no piece, sending nothing', async () => {
    const api = mockApi({
      'GET /orders/42': { body: anOrder({ items: [line(1, { dispatchedQty: 60 })] }) },
      'GET /orders/42/history': { body: history },
    });
    const user = setupUser();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = within(await screen.findByRole('dialog'));
    const first = dialog.getByRole('textbox', { name: /Dispatch quantity of line 1/ });
    expect(first).toHaveValue('40');
    await user.click(dialog.getByRole('button', { name: 'Dispatch and invoice' }));
    expect(await dialog.findByText('Transporter is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Transporter/), 'VRL');
    await user.clear(first);
    await user.type(first, '0');
    await user.click(dialog.getByRole('button', { name: 'Dispatch and invoice' }));
    expect(await dialog.findByText('Dispatch at least one piece')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("lets a quantity above what remains be typed and shows the server's refusal under that line's field", async () => {
    const api = mockApi({
      'GET /orders/42': { body: anOrder({ items: [line(1, { dispatchedQty: 98 })] }) },
      'GET /orders/42/history': { body: history },
      'POST /orders/42/dispatches': {
        status: 400,
        body: { message: 'Line 1: only 2 of Cotton Shirt left to dispatch, 5 asked' },
      },
    });
    const user = setupUser();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = within(await screen.findByRole('dialog'));
    const first = dialog.getByRole('textbox', { name: /Dispatch quantity of line 1/ });
    expect(first).toHaveValue('2');
    await user.clear(first);
    await user.type(first, '5');
    await user.type(dialog.getByLabelText(/Transporter/), 'VRL');
    expect(first).toHaveValue('5');
    await user.click(dialog.getByRole('button', { name: 'Dispatch and invoice' }));
    expect(
      await dialog.findByText('Line 1: only 2 of Cotton Shirt left to dispatch, 5 asked'),
    ).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('Line 1: only 2 of Cotton Shirt left to dispatch, 5 asked');
    expect(api.bodiesSentTo('POST /orders/42/dispatches')).toMatchObject([
      { lines: [{ itemId: 1, quantity: 5 }] },
    ]);
  });

  it('shows ordered, dispatched and remaining per line, the documents and the timeline', async () => {
    mockApi({
      'GET /orders/42': {
        body: anOrder({
          status: 'PARTIALLY_DISPATCHED',
          items: [line(1, { dispatchedQty: 60 })],
          invoices: [invoiceRef],
          creditNotes: [{ id: 4, number: 'CN/26-27/0001', date: '2026-11-05', total: 2520, invoiceId: 9 }],
        }),
      },
      'GET /orders/42/history': { body: history },
    });
    renderOrder();
    const progress = within(await screen.findByRole('region', { name: 'Dispatch progress' }));
    const row = progress.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cotton Shirt, Color: Red, Size: M', '100', '60', '0', '40']);
    expect(screen.getByRole('link', { name: 'CN/26-27/0001' })).toHaveAttribute('href', '/credit-notes/4');
    expect(screen.getByText(/₹1,51,200.00/)).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'History' }));
    expect(await timeline.findByText('Order created')).toBeInTheDocument();
    expect(timeline.getByText(/Asha/)).toBeInTheDocument();
    expect(timeline.getByText(/Former user/)).toBeInTheDocument();
  });

  it('cancels the remaining quantities only after the confirmation', async () => {
    const api = mockApi({
      'GET /orders/42': {
        body: anOrder({ status: 'PARTIALLY_DISPATCHED', items: [line(1, { dispatchedQty: 60 })] }),
      },
      'GET /orders/42/history': { body: history },
      'POST /orders/42/cancel-remaining': { body: anOrder({ status: 'DISPATCHED' }) },
    });
    const user = setupUser();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel remaining' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Cancel the remaining quantities\?/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Cancel remaining' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/orders/42/cancel-remaining')).toBe(
        true,
      ),
    );
  });

  it('cancels an accepted order nothing of which was sent: the toast says so and the badge reads CANCELLED', async () => {
    mockApi({
      'GET /orders/42': { body: anOrder() },
      'GET /orders/42/history': { body: history },
      'POST /orders/42/cancel-remaining': {
        body: anOrder({
          status: 'CANCELLED',
          items: [line(1, { cancelledQty: 100 }), line(2, { quantity: 20, cancelledQty: 20 })],
        }),
      },
    });
    const user = setupUser();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel remaining' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel remaining' }));
    expect(await screen.findByText('Order cancelled and its items returned to stock')).toBeInTheDocument();
    render(
      <AppProviders>
        <StatusBadge status="CANCELLED" />
      </AppProviders>,
    );
    expect(screen.getAllByText('CANCELLED').at(-1)?.closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'gray',
    );
  });

  it('offers no Dispatch once nothing remains', async () => {
    mockApi({
      'GET /orders/42': { body: anOrder({ status: 'DISPATCHED', items: [line(1, { dispatchedQty: 100 })] }) },
      'GET /orders/42/history': { body: history },
    });
    renderOrder();
    expect(await screen.findByText('DISPATCHED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispatch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel remaining' })).not.toBeInTheDocument();
  });

  it('badges the dispatch statuses with their labels', () => {
    render(
      <AppProviders>
        <StatusBadge status="PARTIALLY_DISPATCHED" />
      </AppProviders>,
    );
    expect(screen.getByText('PARTIALLY DISPATCHED').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'blue',
    );
  });
});
