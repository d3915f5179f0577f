import type { Order, OrderSummary } from '@apparel/contracts';
import { chooseOption, columnHeaders, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '../src/pages/OrderDetailPage';
import OrderListPage from '../src/pages/OrderListPage';

const summary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'PENDING',
  totalAmount: 1899.9,
  createdAt: '2025-06-02T04:30:00.000Z',
  retailer: { id: 3, name: 'Sharma Garments' },
  holdReason: null,
  ...overrides,
});

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  ...summary(42),
  acceptedAt: null,
  items: [
    {
      id: 1,
      productId: 5,
      product: { name: 'Cotton Shirt' },
      quantity: 10,
      price: 189.99,
      dispatchedQty: 0,
      cancelledQty: 0,
      color: { id: 11, name: 'Red' },
      size: { id: 22, name: 'M' },
      brand: null,
      fabric: null,
      theme: null,
      material: null,
      season: null,
      variantId: 51,
      sku: 'CS-RED-M',
      stockLeft: 40,
      priceList: null,
      priceSource: 'Base price',
    },
  ],
  dispatches: [],
  invoices: [],
  creditNotes: [],
  ...overrides,
});

describe('Orders list', () => {
  it('shows the SPEC columns, N/A for a missing retailer and the rupee total', async () => {
    mockApi({
      'GET /orders': {
        body: {
          orders: [summary(2), summary(1, { retailer: null, status: 'ACCEPTED' })],
          page: 1,
          pageSize: 20,
          hasNext: false,
        },
      },
    });
    renderPage(<OrderListPage />, { route: '/orders', path: '/orders' });
    const headers = await columnHeaders();
    expect(headers).toEqual(['Order ID', 'Retailer', 'Status', 'Total Amount', 'Created', 'Action']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sharma Garments');
    expect(rows[0]).toHaveTextContent('₹1,899.90');
    expect(rows[1]).toHaveTextContent('N/A');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'View order 2' })).toHaveAttribute(
      'href',
      '/orders/2',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('deletes only after "Delete product?" is confirmed', async () => {
    const api = mockApi({
      'GET /orders': { body: { orders: [summary(2)], page: 1, pageSize: 20, hasNext: false } },
      'DELETE /orders/2': { status: 204 },
    });
    const user = setupUser();
    renderPage(<OrderListPage />, { route: '/orders', path: '/orders' });
    await user.click(await screen.findByRole('button', { name: 'Delete order 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete product?')).toBeInTheDocument();
    expect(api.callsTo('DELETE /orders/2')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /orders/2')).toHaveLength(1));
  });

  it('filters by status and pages on the server', async () => {
    const api = mockApi({
      'GET /orders': ({ query }) => {
        const page = Number(query.page ?? 1);
        return { body: { orders: [summary(page === 2 ? 8 : 9)], page, pageSize: 20, hasNext: page === 1 } };
      },
    });
    const user = setupUser();
    const { router } = renderPage(<OrderListPage />, { route: '/orders', path: '/orders' });
    await screen.findByRole('link', { name: 'View order 9' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Page 2 is asked of the server and shown, not just written into the address.
    expect(await screen.findByRole('link', { name: 'View order 8' })).toBeInTheDocument();
    expect(api.callsTo('GET /orders').at(-1)?.query).toMatchObject({ page: '2' });
    expect(router.state.location.search).toContain('page=2');
    await chooseOption(user, 'Status', 'REJECTED');
    // A new filter starts again at page 1.
    await waitFor(() =>
      expect(api.callsTo('GET /orders').at(-1)?.query).toMatchObject({ status: 'REJECTED', page: '1' }),
    );
    expect(await screen.findByRole('link', { name: 'View order 9' })).toBeInTheDocument();
  });

  it('shows "Error: {message}" and does not retry', async () => {
    const api = mockApi({ 'GET /orders': { status: 500, body: { message: 'Database is down' } } });
    renderPage(<OrderListPage />, { route: '/orders', path: '/orders' });
    expect(await screen.findByText('Error: Database is down')).toBeInTheDocument();
    expect(api.callsTo('GET /orders')).toHaveLength(1);
  });
});

describe('Order detail', () => {
  const open = () => renderPage(<OrderDetailPage />, { route: '/orders/42', path: '/orders/:id' });

  it('shows the order, its items with the chosen attributes, and Accept/Reject while PENDING', async () => {
    const api = mockApi({
      'GET /orders/42': [{ body: anOrder() }, { body: anOrder({ status: 'ACCEPTED' }) }],
      'PATCH /orders/42/status': { body: anOrder({ status: 'ACCEPTED' }) },
    });
    const user = setupUser();
    open();
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByText('₹1,899.90')).toBeInTheDocument();
    expect(screen.getByText('Sharma Garments')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Cotton Shirt');
    expect(row).toHaveTextContent('Color: Red');
    expect(row).toHaveTextContent('Size: M');
    expect(row).toHaveTextContent('₹189.99');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Accept order #42? Stock will be taken.');
    expect(api.callsTo('PATCH /orders/42/status')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /orders/42/status')[0]?.body).toEqual({ status: 'ACCEPTED' }),
    );
    expect(await screen.findByText('Order accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('toasts the server message, or "Operation failed"', async () => {
    mockApi({
      'GET /orders/42': { body: anOrder() },
      'PATCH /orders/42/status': [
        { status: 409, body: { message: 'Not enough stock of Cotton Shirt: 4 left, 10 ordered' } },
        { status: 500, body: {} },
      ],
    });
    const user = setupUser();
    open();
    const reject = async () => {
      await user.click(await screen.findByRole('button', { name: 'Reject' }));
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent('Reject order #42?');
      await user.click(within(question).getByRole('button', { name: 'Reject' }));
    };
    await reject();
    expect(
      await screen.findByText('Not enough stock of Cotton Shirt: 4 left, 10 ordered'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await reject();
    expect(await screen.findByText('Operation failed')).toBeInTheDocument();
  });

  it('asks before acting: Cancel leaves the order as it was', async () => {
    const api = mockApi({ 'GET /orders/42': { body: anOrder() } });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /orders/42/status')).toHaveLength(0);
  });

  it("shows the error message under the order's heading, with a way back to the orders", async () => {
    mockApi({ 'GET /orders/42': { status: 404, body: { message: 'Order not found' } } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/orders');
  });
});
