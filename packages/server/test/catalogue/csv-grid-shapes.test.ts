import { describe, expect, it } from 'vitest';
import { readCsvGrid } from '../../src/modules/catalogue/csv-variants';

/**
 * `readCsvGrid` keeps what a size and colour set shares (its cells, named) between rows: a row must
 * still read its own names, even when the same ids are named otherwise (an item renamed between two
 * imports in one server process).
 */
const axes = (navy: string) => ({
  sizes: [
    { id: 1, name: 'S' },
    { id: 2, name: 'M' },
  ],
  colors: [{ id: 7, name: navy }],
});

describe('reading a CSV row grid', () => {
  it('names the cells from the row axes, also for ids named otherwise before', () => {
    expect(readCsvGrid(axes('Navy'), 'KURTA', 5, 'Navy/S=2|Navy/M=3', undefined)).toEqual({
      variants: [
        { size_id: 1, color_id: 7, sku: null, default_sku: 'KURTA-NAVY-S', stock_qty: 2, price: null },
        { size_id: 2, color_id: 7, sku: null, default_sku: 'KURTA-NAVY-M', stock_qty: 3, price: null },
      ],
    });
    const renamed = readCsvGrid(axes('Indigo'), 'KURTA', 5, 'Indigo/S=2|Indigo/M=3', 'Indigo/M=K-M');
    expect(renamed).toEqual({
      variants: [
        { size_id: 1, color_id: 7, sku: null, default_sku: 'KURTA-INDIGO-S', stock_qty: 2, price: null },
        { size_id: 2, color_id: 7, sku: 'K-M', default_sku: 'KURTA-INDIGO-M', stock_qty: 3, price: null },
      ],
    });
    expect(readCsvGrid(axes('Indigo'), 'KURTA', 5, 'Navy/S=5', undefined)).toEqual({
      error: `variantStock: "Navy/S" is not one of the product's size and colour cells`,
    });
  });

  it('takes the first SKU a cell is given and names the cell of a bad stock', () => {
    expect(readCsvGrid(axes('Navy'), 'KURTA', 0, undefined, 'Navy/S=A1|navy / s=A2')).toMatchObject({
      variants: [{ sku: 'A1', stock_qty: null }, { sku: null }],
    });
    expect(readCsvGrid(axes('Navy'), 'KURTA', 5, 'Navy/S=x', undefined)).toEqual({
      error: 'variantStock: Stock of Navy / S must be a whole number of at least 0',
    });
    expect(readCsvGrid(axes('Navy'), 'KURTA', 5, 'Navy/S=2|navy/s=3', undefined)).toEqual({
      error: 'variantStock: Navy / S is given twice in the stock grid',
    });
  });
});
