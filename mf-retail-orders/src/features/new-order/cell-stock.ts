import { cellKey, type Product } from '@apparel/contracts';
import { type GridValues, sumOf } from '@apparel/ui';
import type { Choices, OrderLine } from './order-lines';

/**
 * What is left of each size x colour cell while ordering: the cell's stock less what Order Items
 * already hold of it. A PENDING order may ask for more (accepting it is what needs the stock), so
 * these figures warn, they do not refuse.
 */

type Cell = { colorId: number | null; sizeId: number | null };

const sameCell = (a: Cell, b: Cell) => a.colorId === b.colorId && a.sizeId === b.sizeId;

/** The cell a line's choices name (no colour or size chosen: null on that side). */
export const cellOfChoices = (choices: Choices): Cell => ({
  colorId: choices.color?.id ?? null,
  sizeId: choices.size?.id ?? null,
});

/** The cell's stock (units that can still be sold), or null when the product has no such cell. */
export const cellStock = (product: Pick<Product, 'variants'>, cell: Cell): number | null =>
  product.variants.find((variant) => sameCell(variant, cell))?.stockQty ?? null;

/** Units of the product's cell that Order Items already hold. */
const orderedInCell = (lines: OrderLine[], productId: number, cell: Cell) =>
  sumOf(
    lines
      .filter((line) => line.productId === productId && sameCell(cellOfChoices(line.choices), cell))
      .map((line) => line.quantity),
  );

/** Per cell, what is left for this order (never below 0). */
export const leftByCell = (product: Product, lines: OrderLine[]): GridValues =>
  Object.fromEntries(
    product.variants.map((variant) => [
      cellKey(variant),
      Math.max(0, variant.stockQty - orderedInCell(lines, product.id, variant)),
    ]),
  );

/**
 * What is left of one size (or colour) option given the other choice: the cell's figure when the
 * other is chosen, else the sum over it ("M · 30 left").
 */
export const optionLeft = (
  product: Product,
  lines: OrderLine[],
  kind: 'color' | 'size',
  optionId: number,
  choices: Choices,
): number => {
  const left = leftByCell(product, lines);
  const other = kind === 'color' ? choices.size?.id : choices.color?.id;
  return sumOf(
    product.variants
      .filter((v) => (kind === 'color' ? v.colorId : v.sizeId) === optionId)
      .filter((v) => other === undefined || (kind === 'color' ? v.sizeId : v.colorId) === other)
      .map((v) => left[cellKey(v)] ?? 0),
  );
};

/**
 * The stock of each line's cell when the lines of that cell together ask for more than it holds,
 * keyed by line index; lines that fit are absent.
 */
export const shortLines = (lines: OrderLine[]): Map<number, number> => {
  const short = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    if (line.stock === null) continue;
    if (orderedInCell(lines, line.productId, cellOfChoices(line.choices)) > line.stock)
      short.set(index, line.stock);
  }
  return short;
};
