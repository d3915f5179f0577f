import {
  cellLabel,
  discountedPaise,
  nextDiscountTier,
  type Pack,
  type Product,
  packQuantities,
  priceLine,
  toPaise,
} from '@apparel/contracts';
import {
  formatPaiseAsRupees,
  type GridAxisItem,
  type GridValues,
  gridCellKey,
  productGridAxes,
  variantCellAt,
} from '@apparel/ui';
import { cellStock } from './cell-stock';
import { addQuantityProblem, type Choices, type OrderLine } from './order-lines';

/** Ordering by size grid: each typed cell becomes one line of Order Items. */

type Axes = { rows: GridAxisItem[]; columns: GridAxisItem[] };

/** The line of one cell: the grid's colour and size with the other kinds chosen once for the grid. */
const cellLine = (product: Product, choices: Choices, row: GridAxisItem, column: GridAxisItem) => {
  const cell = variantCellAt(row, column);
  const { color: _c, size: _s, ...others } = choices;
  const picked: Choices = { ...others };
  if (cell.colorId !== null) picked.color = { id: cell.colorId, name: row.name };
  if (cell.sizeId !== null) picked.size = { id: cell.sizeId, name: column.name };
  return { cell, choices: picked, stock: cellStock(product, cell) };
};

/**
 * The lines of every cell holding a quantity, and why any is refused (each naming its cell, e.g.
 * "Navy / M: Order in multiples of 6"): product.md's min and max and the Order multiple apply per line,
 * counting what Order Items already hold of the cell.
 */
export function gridLines(
  product: Product,
  { rows, columns }: Axes,
  values: GridValues,
  choices: Choices,
  held: OrderLine[],
) {
  const axes = productGridAxes(product);
  const lines: OrderLine[] = [];
  const problems: string[] = [];
  for (const row of rows)
    for (const column of columns) {
      const quantity = values[gridCellKey(row.key, column.key)];
      if (!quantity) continue;
      const { cell, choices: picked, stock } = cellLine(product, choices, row, column);
      const line: OrderLine = {
        productId: product.id,
        name: product.name,
        quantity,
        choices: picked,
        price: product.price,
        discount: product.discount,
        stock,
      };
      const problem = addQuantityProblem(product, held, line);
      if (problem) problems.push(`${cellLabel(axes, cell)}: ${problem}`);
      lines.push(line);
    }
  return { lines, problems };
}

/** The grid with one row set from `count` packs: "3 x Set A" (S 1, M 2, L 2, XL 1) gives 3, 6, 6, 3. */
export function fillRowWithPacks(values: GridValues, rowKey: string, pack: Pack, count: number): GridValues {
  const next: Record<string, number> = { ...values };
  for (const [sizeId, quantity] of packQuantities(pack, count))
    next[gridCellKey(rowKey, String(sizeId))] = quantity;
  return next;
}

/**
 * The unit price the product's total quantity reaches and the next tier's ("12 pcs at ₹1,080.00 ·
 * 24+ for ₹1,020.00"): the discount reads all the product's sizes and colours in the order together.
 */
export function tierHint(product: Pick<Product, 'price' | 'discount'>, quantity: number): string | undefined {
  if (quantity < 1) return undefined;
  const reached = `${quantity} pcs at ${formatPaiseAsRupees(priceLine(product, 1, quantity).unitPaise)}`;
  const next = nextDiscountTier(quantity, product.discount);
  if (!next) return reached;
  const nextPaise = discountedPaise(toPaise(product.price), next.discount);
  return `${reached} · ${next.from}+ for ${formatPaiseAsRupees(nextPaise)}`;
}
