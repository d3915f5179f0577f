import { chooseOption, field, findField, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ProductFormPage from '../src/pages/ProductFormPage';
import { productFormReads } from './support/catalogue-api';
import { aProduct } from './support/fixtures';

type User = ReturnType<typeof setupUser>;

vi.setConfig({ testTimeout: 60_000 });

// The manufacturer keeps sizes in this order: neither alphabetical nor by id.
const SIZES = [
  { id: 13, name: 'S' },
  { id: 11, name: 'M' },
  { id: 12, name: 'L' },
  { id: 14, name: 'XL' },
];
const reads = () => ({ ...productFormReads(), 'GET /attr/size': { body: SIZES } });

const open = (id: string) =>
  renderPage(<ProductFormPage />, {
    route: `/products/${id}`,
    path: '/products/:id',
    otherRoutes: { '/products': <div>products list</div> },
  });

const cell = (name: string) => screen.getByRole('textbox', { name });

async function fillRequired(user: User) {
  await user.type(await findField('Name'), 'KURTA-LIN-01');
  await user.type(field('Display Name'), 'Linen Kurta');
  await user.type(field('SKU'), 'KURTA');
  await user.type(field('Price'), '1200');
  await user.type(field('MRP'), '1499');
  await user.type(field('Short Description'), 'A breathable linen kurta');
  await chooseOption(user, 'Category', 'Shirts');
}

async function chooseSizesAndColours(user: User) {
  // Picked out of order: the grid still shows S, M, L, XL.
  for (const size of ['XL', 'S', 'M', 'L']) await chooseOption(user, 'Sizes', size);
  await chooseOption(user, 'Colors', 'Indigo');
  await chooseOption(user, 'Colors', 'Saffron');
}

describe('Product form: stock by size and colour', () => {
  it('shows the grid once sizes and colours are chosen, adds it up into a read-only Stock Quantity, and sends each cell', async () => {
    const api = mockApi({ ...reads(), 'POST /products': { status: 201, body: aProduct() } });
    const user = setupUser();
    open('new');
    await fillRequired(user);
    expect(screen.queryByRole('table', { name: 'Stock by size and colour' })).not.toBeInTheDocument();
    expect(field('Stock Quantity')).not.toHaveAttribute('readonly');
    await chooseSizesAndColours(user);

    const grid = await screen.findByRole('table', { name: 'Stock by size and colour' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Colour', 'S', 'M', 'L', 'XL', 'Total']);
    expect(field('Stock Quantity')).toHaveAttribute('readonly');
    expect(field('Stock Quantity')).toHaveAccessibleDescription('The total of the stock by size and colour');

    await user.click(cell('Indigo S stock'));
    await user.paste('10\t20\t20\t10\n5\t15\t15\t5');
    expect(field('Stock Quantity')).toHaveValue('100');
    await user.clear(cell('Saffron XL stock'));
    await user.type(cell('Saffron XL stock'), '8');
    expect(field('Stock Quantity')).toHaveValue('103');

    await user.click(screen.getByRole('button', { name: 'Show variant SKUs (8)' }));
    expect(screen.getByRole('textbox', { name: 'Indigo / M SKU' })).toHaveValue('KURTA-INDIGO-M');
    await user.clear(screen.getByRole('textbox', { name: 'Saffron / XL SKU' }));
    await user.type(screen.getByRole('textbox', { name: 'Saffron / XL SKU' }), 'KURTA-SAF-XL');
    await user.type(field('Order multiple'), '6');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('POST /products')[0]?.body as FormData;
    expect(body.get('stockQty')).toBe('103');
    expect(body.get('orderMultiple')).toBe('6');
    const variants = JSON.parse(String(body.get('variants')));
    expect(variants).toHaveLength(8);
    expect(variants).toContainEqual({ colorId: 1, sizeId: 11, sku: 'KURTA-INDIGO-M', stockQty: 20 });
    expect(variants).toContainEqual({ colorId: 2, sizeId: 14, sku: 'KURTA-SAF-XL', stockQty: 8 });
    expect(variants[0]).toEqual({ colorId: 1, sizeId: 13, sku: 'KURTA-INDIGO-S', stockQty: 10 });
  });

  it('defines packs as pieces per size and sends them with their names', async () => {
    const api = mockApi({ ...reads(), 'POST /products': { status: 201, body: aProduct() } });
    const user = setupUser();
    open('new');
    await fillRequired(user);
    await chooseSizesAndColours(user);
    await user.click(await screen.findByRole('button', { name: '+ Add pack' }));
    expect(field('Pack 1 name')).toHaveValue('Set A');
    await user.click(cell('Set A S pieces'));
    await user.paste('1\t2\t2\t1');

    await user.click(screen.getByRole('button', { name: '+ Add pack' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // Set B has no sizes yet: the server's rule names it, and nothing is sent.
    expect(await screen.findByText('Pack Set B needs at least one size')).toBeInTheDocument();
    expect(api.callsTo('POST /products')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove pack Set B' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('POST /products')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('packs')))).toEqual([
      {
        name: 'Set A',
        ratios: [
          { sizeId: 13, qty: 1 },
          { sizeId: 11, qty: 2 },
          { sizeId: 12, qty: 2 },
          { sizeId: 14, qty: 1 },
        ],
      },
    ]);
  });

  it('opens a stored product with its grid, typed SKUs and packs, and keeps them on Update', async () => {
    const stored = aProduct({
      sku: 'KURTA',
      stockQty: 42,
      productColors: [{ colorId: 1, color: { id: 1, name: 'Indigo' } }],
      productSizes: [
        { sizeId: 13, size: { id: 13, name: 'S' } },
        { sizeId: 11, size: { id: 11, name: 'M' } },
      ],
      variants: [
        { id: 1, colorId: 1, sizeId: 13, sku: 'KURTA-INDIGO-S', stockQty: 12, price: null },
        { id: 2, colorId: 1, sizeId: 11, sku: 'IND-M-SPECIAL', stockQty: 30, price: null },
      ],
      packs: [
        {
          name: 'Duo',
          ratios: [
            { sizeId: 13, qty: 1 },
            { sizeId: 11, qty: 1 },
          ],
        },
      ],
      orderMultiple: 2,
    });
    const api = mockApi({
      ...reads(),
      'GET /products/42': { body: stored },
      'PUT /products/42': { body: stored },
    });
    const user = setupUser();
    open('42');
    await waitFor(() => expect(cell('Indigo M stock')).toHaveValue('30'));
    expect(cell('Indigo S stock')).toHaveValue('12');
    expect(field('Stock Quantity')).toHaveValue('42');
    expect(field('Order multiple')).toHaveValue('2');
    expect(field('Pack 1 name')).toHaveValue('Duo');
    expect(cell('Duo M pieces')).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT /products/42')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('variants')))).toEqual([
      { colorId: 1, sizeId: 13, sku: 'KURTA-INDIGO-S', stockQty: 12 },
      { colorId: 1, sizeId: 11, sku: 'IND-M-SPECIAL', stockQty: 30 },
    ]);
    expect(body.get('stockQty')).toBe('42');
  });
});
