import { chooseOption, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NewOrderPage from '../src/pages/NewOrderPage';
import { aLink, anOrder, aProduct } from './support/fixtures';

type User = ReturnType<typeof setupUser>;

vi.setConfig({ testTimeout: 60_000 });

const SIZES = [
  { id: 21, name: 'S' },
  { id: 22, name: 'M' },
  { id: 23, name: 'L' },
  { id: 24, name: 'XL' },
];
const COLOURS = [
  { id: 11, name: 'Navy' },
  { id: 12, name: 'Maroon' },
];
const STOCK: Record<string, number> = { 'Navy/M': 30, 'Navy/S': 8, 'Maroon/M': 5 };

/** A kurta in 2 colours x 4 sizes, pack Set A (S 1, M 2, L 2, XL 1), tiers 12+ and 24+. */
const aKurta = (overrides: Record<string, unknown> = {}) =>
  aProduct({
    id: 5,
    name: 'Linen Kurta',
    sku: 'KURTA',
    price: 1200,
    discount: [
      { from: 12, to: 23, discount: 10 },
      { from: 24, to: 999, discount: 15 },
    ],
    productColors: COLOURS.map((color) => ({ colorId: color.id, color })),
    productSizes: SIZES.map((size) => ({ sizeId: size.id, size })),
    variants: COLOURS.flatMap((c) =>
      SIZES.map((s, i) => ({
        id: c.id * 10 + i,
        colorId: c.id,
        sizeId: s.id,
        sku: `KURTA-${c.name}-${s.name}`.toUpperCase(),
        stockQty: STOCK[`${c.name}/${s.name}`] ?? 50,
        price: null,
      })),
    ),
    packs: [
      {
        name: 'Set A',
        ratios: [
          { sizeId: 21, qty: 1 },
          { sizeId: 22, qty: 2 },
          { sizeId: 23, qty: 2 },
          { sizeId: 24, qty: 1 },
        ],
      },
    ],
    ...overrides,
  });

const open = (product = aKurta()) => {
  const api = mockApi({
    'GET /manufacturer/retailers': { body: [aLink(1, 'ACCEPTED', { name: 'Sharma Garments' })] },
    'GET /products': { body: { products: [product], total: 1, page: 1, pageSize: 20 } },
    'GET /products/5': { body: product },
    'POST /orders': { status: 201, body: anOrder({ id: 99 }) },
  });
  renderPage(<NewOrderPage />, { route: '/orders-new', path: '/orders-new' });
  return api;
};

const pickKurta = async (user: User) => {
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Kur');
  await user.click(await screen.findByRole('option', { name: 'Linen Kurta (KURTA)', hidden: true }));
  await screen.findByRole('combobox', { name: /Size/ });
};

const openGrid = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Order by size grid' }));
  return screen.findByRole('table', { name: 'Order Linen Kurta by size and colour' });
};

const cell = (name: string) => screen.getByRole('textbox', { name });
const itemsTable = () => screen.getAllByRole('table').at(-1) as HTMLElement;
const itemRows = () => within(itemsTable()).getAllByRole('row').slice(1);

/** The text of every option of a select, as shown (name and what is left). */
const optionTexts = async (user: User, label: RegExp) => {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  const texts = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return texts;
};

describe('New order: what is left of each size and colour', () => {
  it('shows each option with what is left for the other choice, counting Order Items', async () => {
    open();
    const user = setupUser();
    await pickKurta(user);
    // No colour chosen: each size over both colours.
    expect(await optionTexts(user, /Size/)).toEqual([
      'S · 58 left',
      'M · 35 left',
      'L · 100 left',
      'XL · 100 left',
    ]);
    await chooseOption(user, /Color/, 'Navy');
    expect(await optionTexts(user, /Size/)).toEqual([
      'S · 8 left',
      'M · 30 left',
      'L · 50 left',
      'XL · 50 left',
    ]);
    await chooseOption(user, /Size/, 'M');
    expect(screen.getByRole('combobox', { name: /Size/ })).toHaveAccessibleDescription('30 left');
    expect(await optionTexts(user, /Color/)).toEqual(['Navy · 30 left', 'Maroon · 5 left']);

    await user.clear(screen.getByRole('textbox', { name: 'Qty' }));
    await user.type(screen.getByRole('textbox', { name: 'Qty' }), '20');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await chooseOption(user, /Size/, 'M');
    await chooseOption(user, /Color/, 'Navy');
    expect(screen.getByRole('combobox', { name: /Size/ })).toHaveAccessibleDescription('10 left');
  });

  it('warns of a line above what is left and still creates the order', async () => {
    const api = open();
    const user = setupUser();
    await chooseOption(user, /Retailer/, 'Sharma Garments');
    await pickKurta(user);
    await chooseOption(user, /Size/, 'M');
    await chooseOption(user, /Color/, 'Maroon');
    await user.clear(screen.getByRole('textbox', { name: 'Qty' }));
    await user.type(screen.getByRole('textbox', { name: 'Qty' }), '7');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(itemRows()[0]).toHaveTextContent('Only 5 left');
    expect(
      screen.getByText(
        'Some lines ask for more than is left. The order can still be created; accepting it needs the stock.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Order Created Successfully')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /orders')[0]).toEqual({
      retailerId: 101,
      items: [{ productId: 5, quantity: 7, colorId: 12, sizeId: 22 }],
    });
  });
});

describe('New order: the size grid', () => {
  it('fills a row with 3 x Set A, takes single cells too, and adds every cell as a line', async () => {
    const api = open();
    const user = setupUser();
    await chooseOption(user, /Retailer/, 'Sharma Garments');
    await pickKurta(user);
    const grid = await openGrid(user);
    expect(cell('Navy M quantity')).toHaveAccessibleDescription('30 left');

    await user.clear(screen.getByRole('textbox', { name: 'Packs' }));
    await user.type(screen.getByRole('textbox', { name: 'Packs' }), '3');
    await user.click(screen.getByRole('button', { name: 'Fill Navy with 3 × Set A' }));
    expect(['S', 'M', 'L', 'XL'].map((s) => (cell(`Navy ${s} quantity`) as HTMLInputElement).value)).toEqual([
      '3',
      '6',
      '6',
      '3',
    ]);
    await user.type(cell('Maroon L quantity'), '4');
    expect(within(grid).getByRole('row', { name: /^Total/ })).toHaveTextContent('22');
    expect(screen.getByText('22 pcs at ₹1,080.00 · 24+ for ₹1,020.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(itemRows()).toHaveLength(5);
    expect(itemRows()[0]).toHaveTextContent('Color: Navy');
    expect(itemRows()[0]).toHaveTextContent('Size: S');
    expect(cell('Navy M quantity')).toHaveValue('');
    // Order Items now hold 6 of Navy M.
    expect(cell('Navy M quantity')).toHaveAccessibleDescription('24 left');

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Order Created Successfully')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /orders')[0]).toEqual({
      retailerId: 101,
      items: [
        { productId: 5, quantity: 3, colorId: 11, sizeId: 21 },
        { productId: 5, quantity: 6, colorId: 11, sizeId: 22 },
        { productId: 5, quantity: 6, colorId: 11, sizeId: 23 },
        { productId: 5, quantity: 3, colorId: 11, sizeId: 24 },
        { productId: 5, quantity: 4, colorId: 12, sizeId: 23 },
      ],
    });
  });

  it('refuses cells that are not multiples of the Order multiple, naming each, and adds nothing', async () => {
    open(aKurta({ orderMultiple: 6 }));
    const user = setupUser();
    await pickKurta(user);
    await openGrid(user);
    await user.type(cell('Navy M quantity'), '12');
    await user.type(cell('Maroon S quantity'), '4');
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Maroon / S: Order in multiples of 6');
    expect(screen.getByText('No items added yet.')).toBeInTheDocument();
    await user.clear(cell('Maroon S quantity'));
    await user.type(cell('Maroon S quantity'), '6');
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(itemRows()).toHaveLength(2);
  });

  it("applies SPEC's Min and Max Order Qty to each cell's line", async () => {
    open(aKurta({ minOrderQty: 5, maxOrderOty: 40 }));
    const user = setupUser();
    await pickKurta(user);
    await openGrid(user);
    await user.type(cell('Navy S quantity'), '2');
    await user.type(cell('Navy L quantity'), '41');
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Navy / S: Quantity of Linen Kurta must be at least 5');
    expect(alert).toHaveTextContent('Navy / L: Quantity of Linen Kurta must be at most 40');
  });

  it('shows the tier reached by the whole product and the next one', async () => {
    open();
    const user = setupUser();
    await pickKurta(user);
    await openGrid(user);
    await user.type(cell('Navy S quantity'), '6');
    expect(screen.getByText('6 pcs at ₹1,200.00 · 12+ for ₹1,080.00')).toBeInTheDocument();
    await user.type(cell('Maroon XL quantity'), '6');
    expect(screen.getByText('12 pcs at ₹1,080.00 · 24+ for ₹1,020.00')).toBeInTheDocument();
    await user.type(cell('Maroon S quantity'), '20');
    expect(screen.getByText('32 pcs at ₹1,020.00')).toBeInTheDocument();
  });
});
