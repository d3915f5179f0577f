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

const api = (product = aProduct()) =>
  mockApi({
    'GET /manufacturer/retailers': {
      body: [
        aLink(1, 'ACCEPTED', { name: 'Sharma Garments' }),
        aLink(2, 'PENDING', { name: 'Waiting Stores' }),
      ],
    },
    'GET /products': { body: { products: [product], total: 1, page: 1, pageSize: 20 } },
    'GET /products/5': { body: product },
    'POST /orders': { status: 201, body: anOrder({ id: 99 }) },
  });

const pickShirt = async (user: ReturnType<typeof setupUser>) => {
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Cot');
  await user.click(await screen.findByRole('option', { name: 'Cotton Shirt (SH-1)', hidden: true }));
  await screen.findByRole('combobox', { name: /Size/ });
};

const qty = () => screen.getByRole('textbox', { name: 'Qty' });

/** Types the quantity and clicks Add (a refused Add keeps the chosen attributes). */
const addQuantity = async (user: ReturnType<typeof setupUser>, quantity: number) => {
  await user.clear(qty());
  await user.type(qty(), String(quantity));
  await user.click(screen.getByRole('button', { name: 'Add' }));
};

const addItem = async (user: ReturnType<typeof setupUser>, size: string, color: string, quantity: number) => {
  await chooseOption(user, 'Size', size);
  await chooseOption(user, 'Color', color);
  await addQuantity(user, quantity);
};

const itemRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Create New Order', () => {
  it('offers only accepted retailers and searches products on the server', async () => {
    api();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = setupUser();
    renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
    expect(screen.getByRole('heading', { name: 'Create New Order' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Retailer/ }));
    expect(await screen.findByRole('option', { name: 'Sharma Garments', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Waiting Stores', hidden: true })).toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Cot');
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url]) => String(url).includes('/api/products?') && String(url).includes('q=Cot'),
        ),
      ).toBe(true),
    );
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('active=true'))).toBe(true);
  });

  it('asks for every attribute the product offers before adding', async () => {
    api();
    const user = setupUser();
    renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeDisabled();
    await pickShirt(user);
    await chooseOption(user, 'Size', 'M');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select all required attributes')).toBeInTheDocument();
    expect(screen.getByText('No items added yet.')).toBeInTheDocument();
  });

  it("shows each line at the tier the product's total quantity reaches and the total, merges same choices, removes by product and choices", async () => {
    api();
    const user = setupUser();
    renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
    await pickShirt(user);
    await addItem(user, 'M', 'Red', 5);
    await addItem(user, 'M', 'Red', 5); // same product and choices: one entry of 10
    let rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('₹189.99');
    expect(rows[0]).toHaveTextContent('5% quantity discount');
    await addItem(user, 'S', 'Blue', 50);

    rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cotton Shirt');
    expect(rows[0]).toHaveTextContent('Size: M');
    expect(rows[0]).toHaveTextContent('Color: Red');
    // 60 shirts of every size and colour together reach the 50-99 tier, for both lines.
    expect(rows[0]).toHaveTextContent('₹174.99');
    expect(rows[0]).toHaveTextContent('12.5% quantity discount');
    expect(rows[0]).toHaveTextContent('₹1,749.90');
    expect(rows[1]).toHaveTextContent('₹174.99');
    expect(rows[1]).toHaveTextContent('12.5% quantity discount');
    // 60 x 174.99 = 10499.40
    expect(screen.getByTestId('order-total')).toHaveTextContent('Order total: ₹10,499.40');

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Remove Cotton Shirt' }));
    const left = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('Size: S');
  });

  it('requires a retailer, sends the order, toasts and navigates fully to the new order', async () => {
    const calls = api();
    Object.defineProperty(window, 'location', {
      value: { ...realLocation, assign },
      writable: true,
      configurable: true,
    });
    const user = setupUser();
    renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
    await pickShirt(user);
    await addItem(user, 'M', 'Red', 10);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Retailer is required')).toBeInTheDocument();
    expect(calls.callsTo('POST /orders')).toHaveLength(0);

    await chooseOption(user, 'Retailer', 'Sharma Garments');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Order Created Successfully')).toBeInTheDocument();
    expect(calls.callsTo('POST /orders')[0]?.body).toEqual({
      retailerId: 101,
      items: [{ productId: 5, quantity: 10, colorId: 11, sizeId: 22 }],
    });
    expect(assign).toHaveBeenCalledWith('/orders/99');
  });

  it("toasts the server's message when the order is refused", async () => {
    mockApi({
      'GET /manufacturer/retailers': { body: [aLink(1, 'ACCEPTED', { name: 'Sharma Garments' })] },
      'GET /products': { body: { products: [aProduct()], total: 1, page: 1, pageSize: 20 } },
      'GET /products/5': { body: aProduct() },
      'POST /orders': { status: 400, body: { message: 'Quantity of Cotton Shirt must be at most 5' } },
    });
    const user = setupUser();
    renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
    await chooseOption(user, 'Retailer', 'Sharma Garments');
    await pickShirt(user);
    await addItem(user, 'M', 'Red', 10);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Quantity of Cotton Shirt must be at most 5')).toBeInTheDocument();
  });

  describe("the product's Min Order Qty and Max Order Qty", () => {
    const limited = () => aProduct({ minOrderQty: 10, maxOrderOty: 50 });

    it('are shown by Qty, which starts at the minimum and steps only within them', async () => {
      api(limited());
      const user = setupUser();
      renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
      expect(qty()).toHaveValue('1');
      await pickShirt(user);
      expect(qty()).toHaveAccessibleDescription('Min Order Qty 10, Max Order Qty 50');
      expect(qty()).toHaveValue('10');
      await user.click(qty());
      await user.keyboard('{ArrowDown}');
      expect(qty()).toHaveValue('10');
      await user.clear(qty());
      await user.type(qty(), '50');
      await user.keyboard('{ArrowUp}');
      expect(qty()).toHaveValue('50');
    });

    it('refuse a quantity outside them with the limit, adding nothing', async () => {
      api(limited());
      const user = setupUser();
      renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
      await pickShirt(user);
      await addItem(user, 'M', 'Red', 9);
      expect(qty()).toHaveAccessibleDescription(
        'Quantity of Cotton Shirt must be at least 10 Min Order Qty 10, Max Order Qty 50',
      );
      expect(qty()).toBeInvalid();
      expect(screen.getByText('No items added yet.')).toBeInTheDocument();

      await addQuantity(user, 51);
      // Kept as typed, not clamped to the limit.
      expect(qty()).toHaveValue('51');
      expect(await screen.findByText('Quantity of Cotton Shirt must be at most 50')).toBeInTheDocument();
      expect(screen.getByText('No items added yet.')).toBeInTheDocument();

      await user.type(qty(), '{Backspace}');
      expect(screen.queryByText('Quantity of Cotton Shirt must be at most 50')).toBeNull();
      expect(qty()).toBeValid();
    });

    it('count what the same product and choices already hold', async () => {
      api(limited());
      const user = setupUser();
      renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
      await pickShirt(user);
      await addItem(user, 'M', 'Red', 30);
      expect(itemRows()).toHaveLength(1);

      await addItem(user, 'M', 'Red', 21);
      // Refused: the choices stay for another try.
      expect(
        await screen.findByText(
          'Quantity of Cotton Shirt must be at most 50 (30 already in Order Items with these choices)',
        ),
      ).toBeInTheDocument();
      expect(itemRows()).toHaveLength(1);
      expect(within(itemRows()[0] as HTMLElement).getByRole('cell', { name: '30' })).toBeInTheDocument();

      await addQuantity(user, 20); // up to the maximum: one entry of 50
      expect(itemRows()).toHaveLength(1);
      expect(within(itemRows()[0] as HTMLElement).getByRole('cell', { name: '50' })).toBeInTheDocument();
      await addItem(user, 'S', 'Blue', 50); // other choices: an entry of its own
      expect(itemRows()).toHaveLength(2);
    });
  });
});
