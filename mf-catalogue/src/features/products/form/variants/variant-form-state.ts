import {
  cellKey,
  defaultVariantSku,
  type GridAxes,
  gridCells,
  type Pack,
  type Product,
  packsProblem,
  type VariantCell,
  variantGridProblem,
} from '@apparel/contracts';
import { type GridValues, gridCellKey, productGridAxes } from '@apparel/ui';

type Cell = { colorId: number | null; sizeId: number | null };

/** A pack as the form edits it: a stable key for its grid row, and its name. */
export interface PackDraft {
  key: string;
  name: string;
}

/**
 * The product form's stock grid, variant SKUs and packs (kept beside the form's values, like its
 * files). Cells are keyed by colour and size, so a size removed and chosen again gets its numbers back.
 */
export interface VariantFormState {
  /** Stock per cell; an empty cell holds 0. */
  stock: GridValues;
  /** SKUs typed over the default (`KURTA-NAVY-M`), per cell. */
  skus: Readonly<Record<string, string>>;
  /** Each cell's own base price as typed (product.md §15, "Cell prices"); blank or absent: the product's price. */
  prices: Readonly<Record<string, string>>;
  packs: PackDraft[];
  /** Pieces of each size in each pack, keyed by pack key and size id. */
  packRatios: GridValues;
}

/** The colour and size names of a cell, as the default SKU and labels read them. */
export const cellNames = (axes: GridAxes, { colorId, sizeId }: Cell) => ({
  colorName: axes.colors.find((c) => c.id === colorId)?.name,
  sizeName: axes.sizes.find((s) => s.id === sizeId)?.name,
});

export const packRatioKey = (packKey: string, sizeId: number) => gridCellKey(packKey, String(sizeId));

let packCount = 0;
/** A new pack's draft: named Set A, Set B, ... after the packs there are. */
export const newPackDraft = (existing: PackDraft[]): PackDraft => {
  packCount += 1;
  return { key: `pack-${packCount}`, name: `Set ${String.fromCharCode(65 + (existing.length % 26))}` };
};

/** The stored product's grid: its cells' stock, the SKUs that differ from the default, its packs. */
export function initialVariantState(product?: Product): VariantFormState {
  if (!product) return { stock: {}, skus: {}, prices: {}, packs: [], packRatios: {} };
  const axes = productGridAxes(product);
  const stock: Record<string, number> = {};
  const skus: Record<string, string> = {};
  const prices: Record<string, string> = {};
  for (const variant of product.variants) {
    const key = cellKey(variant);
    stock[key] = variant.stockQty;
    if (variant.price !== null) prices[key] = String(variant.price);
    if (variant.sku !== defaultVariantSku(product.sku, cellNames(axes, variant))) skus[key] = variant.sku;
  }
  const packs = product.packs.map((pack, index) => ({ key: `stored-${index}`, name: pack.name }));
  const packRatios: Record<string, number> = {};
  for (const [index, pack] of product.packs.entries())
    for (const ratio of pack.ratios) packRatios[packRatioKey(`stored-${index}`, ratio.sizeId)] = ratio.qty;
  return { stock, skus, prices, packs, packRatios };
}

/** A cell's SKU: as typed, or the default from the product's SKU and the cell's names. */
export const variantSkuOf = (state: VariantFormState, productSku: string, axes: GridAxes, cell: Cell) =>
  state.skus[cellKey(cell)] ?? defaultVariantSku(productSku, cellNames(axes, cell));

/** The packs as saved: each size's pieces, sizes the product no longer has left out. */
export const packsOf = (state: VariantFormState, axes: GridAxes): Pack[] =>
  axes.sizes.length === 0
    ? []
    : state.packs.map((pack) => ({
        name: pack.name.trim(),
        ratios: axes.sizes.flatMap((size) => {
          const qty = state.packRatios[packRatioKey(pack.key, size.id)];
          return qty ? [{ sizeId: size.id, qty }] : [];
        }),
      }));

/** A cell's typed price: null (blank) takes the product's; text that is no number stays NaN, so the rule names the cell. */
export const cellPriceOf = (text: string | undefined): number | null => {
  const trimmed = (text ?? '').trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** What the save sends: every cell of the chosen sizes and colours with its stock, SKU and own price. */
export const variantsOf = (state: VariantFormState, axes: GridAxes, productSku: string): VariantCell[] =>
  gridCells(axes).map((cell) => ({
    ...cell,
    sku: variantSkuOf(state, productSku, axes, cell),
    stockQty: state.stock[cellKey(cell)] ?? 0,
    // A cell whose price was never set or typed leaves it out: it keeps the one it has (the product's).
    ...(cellKey(cell) in state.prices ? { price: cellPriceOf(state.prices[cellKey(cell)]) } : {}),
  }));

/** Why the grid or the packs cannot be saved (the server's rule, naming the cell or pack), or undefined. */
export const variantFormProblem = (axes: GridAxes, variants: VariantCell[], packs: Pack[]) =>
  variantGridProblem(axes, variants) ?? packsProblem(axes, packs);
