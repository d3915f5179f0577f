import type { Pack } from './variants';

/**
 * A product's size x colour grid and its packs as the New order screen reads them, without zod: the
 * screen names cells and counts packs' pieces but builds no schema, so /orders-new loads no zod
 * (issue 20). The grid's and the packs' rules and schemas are in `variants.ts`.
 */

/** "Navy / M", "Navy" or "M": how a cell is named in messages and on screens ("" for the single variant). */
export const variantLabel = ({
  colorName,
  sizeName,
}: {
  colorName?: string | null;
  sizeName?: string | null;
}) => [colorName, sizeName].filter(Boolean).join(' / ');

type Option = { id: number; name: string };

type Named = { id: number; name: string };

/**
 * The one order of a manufacturer's attribute items: sizes as it keeps them (the order it added them:
 * S, M, L, XL, i.e. by id), every other kind (colours too) by name, then id. Option lists, the product
 * form's grid and every stored product's grid read it from here.
 */
export const compareAttributeItems =
  (type: string) =>
  (a: Named, b: Named): number =>
    type === 'sizes' ? a.id - b.id : a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/** A grid's axes in that order: the sizes and colours given, sorted. */
export const orderAxes = <Item extends Named>(sizes: readonly Item[], colors: readonly Item[]) => ({
  sizes: [...sizes].sort(compareAttributeItems('sizes')),
  colors: [...colors].sort(compareAttributeItems('colors')),
});

/** The product's chosen sizes (in the manufacturer's order) and colours, named. */
export interface GridAxes {
  sizes: readonly Option[];
  colors: readonly Option[];
}

/** Every cell the product has: colours as rows, sizes as columns (one null cell for neither). */
export const gridCells = ({
  sizes,
  colors,
}: GridAxes): { sizeId: number | null; colorId: number | null }[] => {
  const rows = colors.length > 0 ? colors.map((c) => c.id) : [null];
  const columns = sizes.length > 0 ? sizes.map((s) => s.id) : [null];
  return rows.flatMap((colorId) => columns.map((sizeId) => ({ sizeId, colorId })));
};

export const cellKey = (cell: { sizeId: number | null; colorId: number | null }) =>
  `${cell.colorId ?? '-'}/${cell.sizeId ?? '-'}`;

/** The cell's name from the axes' names. */
export const cellLabel = (axes: GridAxes, cell: { sizeId: number | null; colorId: number | null }) =>
  variantLabel({
    colorName: axes.colors.find((c) => c.id === cell.colorId)?.name,
    sizeName: axes.sizes.find((s) => s.id === cell.sizeId)?.name,
  });

/** The pieces per size of `count` packs: "3 x Set A" of S 1, M 2 gives S 3, M 6. */
export const packQuantities = (pack: Pack, count: number): Map<number, number> =>
  new Map(pack.ratios.map((ratio) => [ratio.sizeId, ratio.qty * count]));
