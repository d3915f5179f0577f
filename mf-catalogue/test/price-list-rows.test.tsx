import type { PriceList } from '@apparel/contracts';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PriceListFormPage from '../src/pages/PriceListFormPage';
import { aProduct } from './support/fixtures';

vi.setConfig({ testTimeout: 120_000 });

/** A kurta in Navy with sizes M and XXL: cells 501 (M) and 502 (XXL). */
const KURTA = aProduct({
  id: 5,
  name: 'Linen Kurta',
  sku: 'KURTA',
  price: 400,
  productColors: [{ colorId: 1, color: { id: 1, name: 'Navy' } }],
  productSizes: [
    { sizeId: 21, size: { id: 21, name: 'M' } },
    { sizeId: 22, size: { id: 22, name: 'XXL' } },
  ],
  variants: [
    { id: 501, colorId: 1, sizeId: 21, sku: 'KURTA-NAVY-M', stockQty: 10, price: null },
    { id: 502, colorId: 1, sizeId: 22, sku: 'KURTA-NAVY-XXL', stockQty: 10, price: 450 },
  ],
});

const A_CONTRACT: PriceList = {
  id: 7,
  name: 'A-contract',
  percentOff: null,
  validFrom: '2026-10-01',
  validTo: null,
  retailerIds: [],
  retailerTypes: ['Distributor'],
  rows: [
    { productId: 5, variantId: null, price: 340, minQty: 1 },
    { productId: 5, variantId: 502, price: 380, minQty: 1 },
  ],
};

const open = () => {
  const api = mockApi({
    'GET /price-lists/7': { body: A_CONTRACT },
    'GET /products/5': { body: KURTA },
    'GET /manufacturer/retailers': { body: [] },
    'PUT /price-lists/7': ({ body }) => ({ body: { ...A_CONTRACT, ...(body as object) } }),
  });
  renderPage(<PriceListFormPage />, {
    route: '/price-lists/7',
    path: '/price-lists/:id',
    otherRoutes: { '/price-lists': <div>price lists</div> },
  });
  return api;
};

const cell = (name: string) => screen.getByRole('textbox', { name });
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('Price list rows grid', () => {
  it('shows each stored row with its product and cell', async () => {
    open();
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Row 1 product' })).toHaveValue('Linen Kurta (KURTA)'),
      { timeout: 10_000 },
    );
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Row 2 product' })).toHaveValue('Linen Kurta (KURTA)'),
      { timeout: 10_000 },
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Row 2 cell' })).toHaveValue('Navy / XXL'),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('combobox', { name: 'Row 1 cell' })).toHaveValue('All cells');
    expect(cell('Row 1 price')).toHaveValue('340');
    expect(cell('Row 2 price')).toHaveValue('380');
  });

  it('pastes a block of prices and min qtys from a spreadsheet down the rows, leaving out what falls outside', async () => {
    const api = open();
    const user = setupUser();
    await screen.findByDisplayValue('340');
    paste(cell('Row 1 price'), '320\t100\n₹1,050.50\t24\n300\t200\n');
    expect(cell('Row 1 price')).toHaveValue('320');
    expect(cell('Row 1 min qty')).toHaveValue('100');
    expect(cell('Row 2 price')).toHaveValue('1050.50');
    expect(cell('Row 2 min qty')).toHaveValue('24');
    expect(screen.getByText('Pasted 4 cells; 2 outside the grid left out')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /price-lists/7')).toHaveLength(1));
    expect((api.bodiesSentTo('PUT /price-lists/7')[0] as PriceList).rows).toEqual([
      { productId: 5, variantId: null, price: 320, minQty: 100 },
      { productId: 5, variantId: 502, price: 1050.5, minQty: 24 },
    ]);
  });

  it('refuses a pasted block with a cell that is no number, naming its place, and changes nothing', async () => {
    open();
    await screen.findByDisplayValue('340');
    paste(cell('Row 1 price'), '320\tten\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 1, column 2 of the pasted block is not a number: "ten"',
    );
    expect(cell('Row 1 price')).toHaveValue('340');
  });

  it('moves by arrows and Enter between the typed cells, and Enter on the last row adds a row', async () => {
    open();
    const user = setupUser();
    await screen.findByDisplayValue('340');
    await user.click(cell('Row 1 price'));
    await user.keyboard('{ArrowDown}');
    expect(cell('Row 2 price')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Row 2 min qty')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Row 1 min qty')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Row 1 price')).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByRole('combobox', { name: 'Row 3 product' })).toHaveFocus();
    expect(cell('Row 3 min qty')).toHaveValue('1');
    // The cell select waits for a product, so Tab goes on to the price.
    await user.keyboard('{Tab}');
    expect(cell('Row 3 price')).toHaveFocus();
  });

  it('names the row the server would refuse before sending: a row without a product, a price of 0', async () => {
    const api = open();
    const user = setupUser();
    await screen.findByDisplayValue('340');
    await user.clear(cell('Row 2 price'));
    await user.type(cell('Row 2 price'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Row 2: price must be more than 0 with at most 2 decimals')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '+ Add row' }));
    await user.clear(cell('Row 2 price'));
    await user.type(cell('Row 2 price'), '360');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Row 3: choose a product')).toBeVisible();
    expect(api.callsTo('PUT /price-lists/7')).toHaveLength(0);
  });
});
