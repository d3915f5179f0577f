import type { GridAxes, Product } from '@apparel/contracts';
import type { GridAxisItem } from './quantity-grid';

/**
 * A product's size x colour cells laid out for the quantity grid: colours as rows, sizes as columns.
 * A product with only sizes has one row, with only colours one column; the missing axis has key "-".
 */

const NO_AXIS = '-';

type Cell = { colorId: number | null; sizeId: number | null };

// A product's grid keys its cells with the contracts' `cellKey` ("color/size", "-" for no axis): a row
// and column key joined by `gridCellKey` give the same key.
const axisId = (key: string) => (key === NO_AXIS ? null : Number(key));

/** The cell a grid row and column stand for. */
export const variantCellAt = (row: GridAxisItem, column: GridAxisItem): Cell => ({
  colorId: axisId(row.key),
  sizeId: axisId(column.key),
});

/** Rows (colours, or one "All colours" row) and columns (sizes in the order given, or one "One size"). */
export const variantGridAxes = ({ colors, sizes }: GridAxes) => ({
  rows: colors.length
    ? colors.map((c): GridAxisItem => ({ key: String(c.id), name: c.name }))
    : [{ key: NO_AXIS, name: '', header: 'All colours' }],
  columns: sizes.length
    ? sizes.map((s): GridAxisItem => ({ key: String(s.id), name: s.name }))
    : [{ key: NO_AXIS, name: '', header: 'One size' }],
});

/** A stored product's sizes (the manufacturer's order, as the server answers) and colours. */
export const productGridAxes = (product: Pick<Product, 'productColors' | 'productSizes'>): GridAxes => ({
  colors: product.productColors.map((link) => link.color),
  sizes: product.productSizes.map((link) => link.size),
});

/** Whether a product keeps stock by size and colour (it offers either). */
export const hasVariantGrid = ({ colors, sizes }: GridAxes) => colors.length > 0 || sizes.length > 0;
