import type { OrderQuote, OrderQuoteInput } from '@apparel/contracts';
import { type ApiCall, chooseOption, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NewOrderPage from '../src/pages/NewOrderPage';
import { aLink, anOrder, aProduct } from './support/fixtures';

type User = ReturnType<typeof setupUser>;

vi.setConfig({ testTimeout: 120_000 });

/** product.md §15's worked example: base ₹400, A-contract ₹340 from 1 piece and ₹320 from 100. */
const SHIRT = aProduct({ price: 400, discount: [{ from: 50, to: 999, discount: 5 }] });

/** The server's quote for A: ₹320 at 100+ pieces, else ₹340 with the 100+ rung ahead. */
const contractQuote = ({ body }: ApiCall) => {
  const input = body as OrderQuoteInput;
  const total = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const unitPrice = total >= 100 ? 320 : 340;
  const quote: OrderQuote = {
    items: input.items.map((item) => ({
      productId: item.productId,
      variantId: 52,
      quantity: item.quantity,
      unitPrice,
      priceList: { id: 7, name: 'A-contract' },
      priceSource: total >= 100 ? 'A-contract, 100+' : 'A-contract',
      nextRung: total >= 100 ? null : { minQty: 100, unitPrice: 320 },
    })),
    totalAmount: unitPrice * total,
  };
  return { body: quote };
};

/** No list covers B: the server quotes the product's own price and Discount Rules. */
const ownPriceQuote = ({ body }: ApiCall) => {
  const input = body as OrderQuoteInput;
  const quote: OrderQuote = {
    items: input.items.map((item) => ({
      productId: item.productId,
      variantId: 52,
      quantity: item.quantity,
      unitPrice: 380,
      priceList: null,
      priceSource: 'Quantity discount 5 %',
      nextRung: null,
    })),
    totalAmount: 380 * input.items.reduce((sum, item) => sum + item.quantity, 0),
  };
  return { body: quote };
};

const open = (quote: (call: ApiCall) => { body: OrderQuote }) => {
  const api = mockApi({
    'GET /manufacturer/retailers': {
      body: [aLink(1, 'ACCEPTED', { name: 'A Traders', type: 'Distributor' })],
    },
    'GET /products': { body: { products: [SHIRT], total: 1, page: 1, pageSize: 20 } },
    'GET /products/5': { body: SHIRT },
    'POST /orders/quote': quote,
    'POST /orders': { status: 201, body: anOrder({ id: 99 }) },
  });
  renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
  return api;
};

const addShirt = async (user: User, quantity: number) => {
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Cot');
  await user.click(await screen.findByRole('option', { name: 'Cotton Shirt (SH-1)', hidden: true }));
  await chooseOption(user, /Size/, 'M');
  await chooseOption(user, /Color/, 'Red');
  const qty = screen.getByRole('textbox', { name: 'Qty' });
  await user.clear(qty);
  await user.type(qty, String(quantity));
  await user.click(screen.getByRole('button', { name: 'Add' }));
};

const itemsTable = () => screen.getAllByRole('table').at(-1) as HTMLElement;

describe('New order: the quote for the chosen retailer', () => {
  it("shows the list's unit price, its source and the total as the server quotes them", async () => {
    const api = open(contractQuote);
    const user = setupUser();
    await chooseOption(user, 'Retailer', 'A Traders');
    await addShirt(user, 120);
    const table = itemsTable();
    expect(await within(table).findByText('A-contract, 100+')).toBeVisible();
    expect(within(table).getAllByText('₹320.00')).toHaveLength(1);
    expect(within(table).getByText('₹38,400.00')).toBeVisible();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Order total: ₹38,400.00');
    expect(api.bodiesSentTo('POST /orders/quote').at(-1)).toEqual({
      retailerId: 101,
      items: [{ productId: 5, quantity: 120, colorId: 11, sizeId: 22 }],
    });
  });

  it('shows the rung still ahead ("100+ for ₹320.00") below it', async () => {
    open(contractQuote);
    const user = setupUser();
    await chooseOption(user, 'Retailer', 'A Traders');
    await addShirt(user, 60);
    const table = itemsTable();
    expect(await within(table).findByText('100+ for ₹320.00')).toBeVisible();
    expect(within(table).getByText('A-contract')).toBeVisible();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Order total: ₹20,400.00');
    // The list's price, not the product's own 5 % from 50 pieces.
    expect(within(table).queryByText('5% quantity discount')).toBeNull();
  });

  it("keeps New order's own words when no list covers the retailer", async () => {
    open(ownPriceQuote);
    const user = setupUser();
    await chooseOption(user, 'Retailer', 'A Traders');
    await addShirt(user, 60);
    const table = itemsTable();
    expect(await within(table).findByText('5% quantity discount')).toBeVisible();
    expect(within(table).queryByText('Quantity discount 5 %')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('order-total')).toHaveTextContent('Order total: ₹22,800.00'),
    );
  });

  it('asks for no quote before a retailer is chosen', async () => {
    const api = open(contractQuote);
    const user = setupUser();
    await addShirt(user, 60);
    expect(await within(itemsTable()).findByText('5% quantity discount')).toBeVisible();
    expect(api.callsTo('POST /orders/quote')).toHaveLength(0);
  });
});
