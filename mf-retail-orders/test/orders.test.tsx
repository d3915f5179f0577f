import type { Order, OrderSummary } from '@apparel/contracts';
import { chooseOption, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailPage from '../src/pages/OrderDetailPage';
import OrderListPage from '../src/pages/OrderListPage';

const summary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'PENDING',
  totalAmount: 1899.9,
  createdAt: '2025-06-02T04:30:00.000Z',
  retailer: { id: 3, name: 'Sharma Garments' },
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
    },
  ],
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
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
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
    const fetchSpy = vi.fn();
    mockApi({
      'GET /orders': (call) => {
        fetchSpy(call);
        return { body: { orders: [summary(9)], page: 1, pageSize: 20, hasNext: true } };
      },
    });
    const spy = vi.spyOn(globalThis, 'fetch');
    const user = setupUser();
    const { router } = renderPage(<OrderListPage />, { route: '/orders', path: '/orders' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await chooseOption(user, 'Status', 'REJECTED');
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url]) => String(url).includes('status=REJECTED') && String(url).includes('page=1'),
        ),
      ).toBe(true),
    );
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
    await waitFor(() =>
      expect(api.callsTo('PATCH /orders/42/status')[0]?.body).toEqual({ status: 'ACCEPTED' }),
    );
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
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Not enough stock of Cotton Shirt: 4 left, 10 ordered'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Operation failed')).toBeInTheDocument();
  });

  it('shows the error message when the order cannot be loaded', async () => {
    mockApi({ 'GET /orders/42': { status: 404, body: { message: 'Order not found' } } });
    open();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
