import type { Order, OrderItem } from '@apparel/contracts';
import { mockApi, renderPage } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '../src/pages/OrderDetailPage';

const aLine = (id: number, overrides: Partial<OrderItem>): OrderItem => ({
  id,
  productId: 5,
  product: { name: 'Linen Kurta' },
  quantity: 10,
  price: 1080,
  color: { id: 11, name: 'Navy' },
  size: { id: 22, name: 'M' },
  brand: null,
  fabric: null,
  theme: null,
  material: null,
  season: null,
  variantId: 51,
  sku: 'KURTA-NAVY-M',
  stockLeft: 30,
  priceList: null,
  priceSource: 'Base price',
  dispatchedQty: 0,
  cancelledQty: 0,
  ...overrides,
});

/** Navy M: 50 ordered of 30 left; Navy L: 6 of 40; Maroon S: two lines of 4 each sharing 6 left. */
const anOrder = (status: Order['status']): Order => ({
  id: 42,
  status,
  totalAmount: 70200,
  createdAt: '2026-11-20T04:30:00.000Z',
  acceptedAt: null,
  retailer: { id: 3, name: 'Sharma Garments' },
  holdReason: null,
  dispatches: [],
  invoices: [],
  creditNotes: [],
  items: [
    aLine(1, { quantity: 50 }),
    aLine(2, { size: { id: 23, name: 'L' }, variantId: 52, sku: 'KURTA-NAVY-L', stockLeft: 40, quantity: 6 }),
    aLine(3, {
      color: { id: 12, name: 'Maroon' },
      size: { id: 21, name: 'S' },
      variantId: 53,
      sku: 'KURTA-MAROON-S',
      stockLeft: 6,
      quantity: 4,
    }),
    aLine(4, {
      color: { id: 12, name: 'Maroon' },
      size: { id: 21, name: 'S' },
      brand: { id: 7, name: 'Loom' },
      variantId: 53,
      sku: 'KURTA-MAROON-S',
      stockLeft: 6,
      quantity: 4,
    }),
  ],
});

const open = (status: Order['status']) => {
  mockApi({ 'GET /orders/42': { body: anOrder(status) } });
  renderPage(<OrderDetailPage />, { route: '/orders/42', path: '/orders/:id' });
};

/** A row of the items table (the page's first; an accepted order also shows its dispatch progress). */
const rowOf = (id: number) =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .slice(1)[id - 1] as HTMLElement;

describe('Order detail: stock of each line', () => {
  it("shows each line's SKU and its cell's stock left", async () => {
    open('ACCEPTED');
    expect(await screen.findByText('SKU KURTA-NAVY-M · 30 left')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('SKU KURTA-NAVY-L · 40 left')).toBeInTheDocument();
    // Accepted: nothing more to take, so no line is called short.
    expect(screen.queryByText('Not enough stock to accept now')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the lines a PENDING order could not get if accepted now, counting lines that share a cell', async () => {
    open('PENDING');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Accepting now would be refused: not enough stock for');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Linen Kurta Navy / M: 30 left, 50 ordered',
      'Linen Kurta Maroon / S: 6 left, 4 ordered',
      'Linen Kurta Maroon / S: 6 left, 4 ordered',
    ]);
    expect(within(rowOf(1)).getByText('Not enough stock to accept now')).toBeInTheDocument();
    expect(within(rowOf(2)).queryByText('Not enough stock to accept now')).not.toBeInTheDocument();
    expect(within(rowOf(4)).getByText('Not enough stock to accept now')).toBeInTheDocument();
  });
});
