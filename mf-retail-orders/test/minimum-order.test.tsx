import { chooseOption, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewOrderPage from '../src/pages/NewOrderPage';
import { aLink, anOrder, aProduct } from './support/fixtures';

const assign = vi.fn();
const realLocation = window.location;
afterEach(() => {
  Object.defineProperty(window, 'location', { value: realLocation, writable: true, configurable: true });
  assign.mockReset();
});

const terms = { paymentDays: 30, creditLimit: null, overdueTolerance: 0, minOrderValue: 10000 };

/** Sharma Garments (retailer 101), minimum order ₹10,000; 10 Cotton Shirts come to ₹1,899.90. */
const open = async () => {
  const api = mockApi({
    'GET /manufacturer/retailers': { body: [aLink(1, 'ACCEPTED', { name: 'Sharma Garments' })] },
    'GET /manufacturer/retailers/101/terms': { body: terms },
    'GET /products': { body: { products: [aProduct()], total: 1, page: 1, pageSize: 20 } },
    'GET /products/5': { body: aProduct() },
    'POST /orders': { status: 201, body: anOrder({ id: 99 }) },
  });
  Object.defineProperty(window, 'location', {
    value: { ...realLocation, assign },
    writable: true,
    configurable: true,
  });
  const user = setupUser();
  renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
  await chooseOption(user, /Retailer/, 'Sharma Garments');
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Cot');
  await user.click(await screen.findByRole('option', { name: 'Cotton Shirt (SH-1)', hidden: true }));
  await addShirts(user, 10);
  return { api, user };
};

/** Cotton Shirts, M Red, added to Order Items. */
async function addShirts(user: ReturnType<typeof setupUser>, quantity: number) {
  await chooseOption(user, 'Size', 'M');
  await chooseOption(user, 'Color', 'Red');
  await user.clear(screen.getByRole('textbox', { name: 'Qty' }));
  await user.type(screen.getByRole('textbox', { name: 'Qty' }), String(quantity));
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

const message = 'Add ₹8,100.10 to reach the minimum order of ₹10,000';

/** These tests type a whole form: a loaded machine takes minutes. */
const LONG = 180_000;

describe("New order below the retailer's minimum order value", () => {
  it(
    'says what to add and creates the order only after a confirmation',
    async () => {
      const { api, user } = await open();
      expect(await screen.findByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Create Order' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(`${message}. Create the order anyway?`);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.callsTo('POST /orders')).toHaveLength(0);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Create Order' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create Order' }),
      );
      await waitFor(() => expect(api.callsTo('POST /orders')).toHaveLength(1));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/orders/99'));
    },
    LONG,
  );

  it(
    'says nothing once the order reaches the minimum',
    async () => {
      const { user } = await open();
      await screen.findByText(message);
      // 60 shirts at the 12.5% tier come to more than ₹10,000.
      await addShirts(user, 50);
      await waitFor(() => expect(screen.queryByText(/to reach the minimum order/)).toBeNull());
    },
    LONG,
  );
});
