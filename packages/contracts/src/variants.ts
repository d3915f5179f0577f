import { boundedText, dbId, MAX_DB_ID, MAX_MONEY, TEXT_LIMITS, textInt } from './fields';
import { cellKey, cellLabel, type GridAxes } from './variant-grid';
import * as z from './zod';

/**
 * Variants (issue 18): a product keeps one variant per size x colour it offers (per size, per colour,
 * or a single one when it has neither), each with its own SKU and stock; the product's stockQty is
 * their sum. Packs are named size ratios ("Set A: S 1, M 2, L 2, XL 1") ordered per colour row.
 * The grid rule below is shared by the product form and the server, so both refuse a grid alike.
 */

/** Most size x colour cells one product keeps. */
export const MAX_PRODUCT_VARIANTS = 1000;
/** Most packs one product defines. */
export const MAX_PRODUCT_PACKS = 20;
/** Largest pack ratio of one size. */
export const MAX_PACK_QTY = 10_000;

export const VARIANT_MSG = {
  gridTitle: 'Stock by size and colour',
  tooManyCells: `A product may have at most ${MAX_PRODUCT_VARIANTS} size and colour cells`,
  cellStock: (cell: string) => `Stock of ${cell || 'the product'} must be a whole number of at least 0`,
  cellPrice: (cell: string) =>
    `Price of ${cell || 'the product'} must be more than 0 with at most 2 decimals, or blank for the product's price`,
  cellTwice: (cell: string) => `${cell} is given twice in the stock grid`,
  unknownSize: (row: number, sizeId: number) =>
    `Stock grid row ${row}: size ${sizeId} is not one of the product's sizes`,
  unknownColor: (row: number, colorId: number) =>
    `Stock grid row ${row}: colour ${colorId} is not one of the product's colours`,
  sizeMissing: (row: number) => `Stock grid row ${row}: choose one of the product's sizes`,
  colorMissing: (row: number) => `Stock grid row ${row}: choose one of the product's colours`,
  gridTotal: (sent: number, total: number) =>
    `Stock Quantity ${sent} does not match the stock by size and colour (${total})`,
  gridTotalTooLarge: `Stock by size and colour must total at most ${MAX_DB_ID}`,
  skuTwice: (sku: string) => `SKU ${sku} is given to two cells`,
  skuInUse: (sku: string) => `SKU ${sku} is already in use`,
  packNameRequired: 'Every pack needs a name',
  packTwice: (pack: string) => `Pack ${pack} is given twice`,
  packEmpty: (pack: string) => `Pack ${pack} needs at least one size`,
  packNeedsSizes: 'Packs need the product to have sizes',
  packUnknownSize: (pack: string, size: string | number) =>
    `Pack ${pack} names a size the product does not have (${size})`,
  packSizeTwice: (pack: string, size: string) => `Pack ${pack} names ${size} twice`,
  packQty: (pack: string, size: string) =>
    `Pack ${pack}: quantity of ${size} must be a whole number from 1 to ${MAX_PACK_QTY}`,
  orderMultipleField: 'Order multiple must be a whole number of at least 1',
  inOpenOrders: (cells: string[]) =>
    `${cells.join(', ')} ${cells.length === 1 ? 'is' : 'are'} used by pending orders and cannot be removed`,
} as const;

/** Parses a multipart JSON text field; the form passes the value itself, blank stays undefined. */
export const parseJsonText = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const nullableId = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), dbId(message).nullable());

/**
 * One cell of the stock grid as the form sends it. The stock is checked by `variantGridProblem`
 * (which names the cell), so here any number passes.
 */
export const variantInputSchema = z.object({
  sizeId: nullableId('sizeId must be a valid id or null'),
  colorId: nullableId('colorId must be a valid id or null'),
  /** Leave out (or blank) for the default `KURTA-NAVY-M`; editable, unique per manufacturer. */
  sku: z.preprocess((v) => (v === '' || v === null ? undefined : v), boundedText('code').optional()),
  stockQty: z.coerce.number('Stock must be a number'),
  /**
   * The cell's own base price in rupees (XXL +₹50); null: the product's price; left out:
   * the cell keeps the price it has. Checked by `variantGridProblem`.
   */
  price: z.number('price must be a number or null').nullable().optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;
export type VariantCell = z.output<typeof variantInputSchema>;

/** `variants` of POST /products and PUT /products/{id}: JSON text; left out, stockQty fills the cells. */
export const variantsFieldSchema = z.preprocess(
  parseJsonText,
  z
    .array(variantInputSchema, 'variants must be a list of {sizeId, colorId, sku, stockQty, price}')
    .max(MAX_PRODUCT_VARIANTS, VARIANT_MSG.tooManyCells)
    .optional(),
);

/** One size of a pack: `qty` pieces of the size per pack. */
export const packRatioSchema = z.object({
  sizeId: dbId('sizeId must be a valid id'),
  qty: z.coerce.number('qty must be a number'),
});
export const packSchema = z.object({
  name: boundedText('label'),
  ratios: z.array(packRatioSchema, 'ratios must be a list of {sizeId, qty}').max(MAX_DB_ID),
});
export type Pack = z.infer<typeof packSchema>;
export type PackInput = z.input<typeof packSchema>;

/** `packs`: JSON text; left out on edit keeps the product's packs. */
export const packsFieldSchema = z.preprocess(
  parseJsonText,
  z
    .array(packSchema, 'packs must be a list of {name, ratios}')
    .max(MAX_PRODUCT_PACKS, `At most ${MAX_PRODUCT_PACKS} packs`)
    .optional(),
);

/** `orderMultiple`: blank for none, else a whole number of at least 1. */
export const orderMultipleSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  textInt(1, 1_000_000, VARIANT_MSG.orderMultipleField).optional(),
);

/** A variant in GET /products/{id}. */
export const variantSchema = z.object({
  id: z.number().int(),
  sizeId: z.number().int().nullable(),
  colorId: z.number().int().nullable(),
  sku: z.string(),
  stockQty: z.number().int(),
  /** The cell's own base price in rupees, or null when it takes the product's price. */
  price: z.number().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

/** Whether a cell's own price is one: more than 0, two decimals at most. */
export const isCellPrice = (price: number): boolean =>
  Number.isFinite(price) &&
  price > 0 &&
  price <= MAX_MONEY &&
  Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

/** A cell's part of its default SKU: its names in capitals, `NAVY-M` for Navy + M ('' for neither). */
export const defaultSkuSuffix = ({
  colorName,
  sizeName,
}: {
  colorName?: string | null;
  sizeName?: string | null;
}): string =>
  [colorName, sizeName]
    .filter((name): name is string => Boolean(name))
    .map((name) =>
      name
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter(Boolean)
    .join('-');

/**
 * The default SKU of a cell whose `defaultSkuSuffix` is `suffix`: a reader of many rows of one grid
 * shape (the CSV import) works the suffix out once per cell, not once per row.
 */
export const variantSkuWithSuffix = (productSku: string, suffix: string): string =>
  (suffix ? `${productSku.trim()}-${suffix}` : productSku.trim()).slice(0, TEXT_LIMITS.code.max);

/** The product's SKU and the cell's names in capitals: `KURTA` + Navy + M is `KURTA-NAVY-M`. */
export const defaultVariantSku = (
  productSku: string,
  names: { colorName?: string | null; sizeName?: string | null },
): string => variantSkuWithSuffix(productSku, defaultSkuSuffix(names));

const isStock = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_DB_ID;

/** Why a stock grid is refused, naming its cell, or undefined. Cells left out hold 0. */
export const variantGridProblem = (axes: GridAxes, cells: readonly VariantCell[]): string | undefined => {
  const sizeIds = new Set(axes.sizes.map((s) => s.id));
  const colorIds = new Set(axes.colors.map((c) => c.id));
  const seen = new Set<string>();
  const skus = new Set<string>();
  let total = 0;
  for (const [index, cell] of cells.entries()) {
    const row = index + 1;
    if (cell.sizeId !== null && !sizeIds.has(cell.sizeId)) return VARIANT_MSG.unknownSize(row, cell.sizeId);
    if (cell.colorId !== null && !colorIds.has(cell.colorId))
      return VARIANT_MSG.unknownColor(row, cell.colorId);
    if (cell.sizeId === null && sizeIds.size > 0) return VARIANT_MSG.sizeMissing(row);
    if (cell.colorId === null && colorIds.size > 0) return VARIANT_MSG.colorMissing(row);
    // Named only for a message: naming every cell was most of the check's time for an import's rows.
    if (!isStock(cell.stockQty)) return VARIANT_MSG.cellStock(cellLabel(axes, cell));
    if (cell.price != null && !isCellPrice(cell.price)) return VARIANT_MSG.cellPrice(cellLabel(axes, cell));
    const key = cellKey(cell);
    if (seen.has(key)) return VARIANT_MSG.cellTwice(cellLabel(axes, cell) || 'The product');
    seen.add(key);
    if (cell.sku) {
      const sku = cell.sku.toLowerCase();
      if (skus.has(sku)) return VARIANT_MSG.skuTwice(cell.sku);
      skus.add(sku);
    }
    total += cell.stockQty;
  }
  if (total > MAX_DB_ID) return VARIANT_MSG.gridTotalTooLarge;
  return undefined;
};

/** Why the packs are refused (naming the pack and size), or undefined. */
export const packsProblem = (axes: GridAxes, packs: readonly Pack[]): string | undefined => {
  if (packs.length > 0 && axes.sizes.length === 0) return VARIANT_MSG.packNeedsSizes;
  const names = new Set<string>();
  for (const pack of packs) {
    if (!pack.name) return VARIANT_MSG.packNameRequired;
    if (names.has(pack.name.toLowerCase())) return VARIANT_MSG.packTwice(pack.name);
    names.add(pack.name.toLowerCase());
    if (pack.ratios.length === 0) return VARIANT_MSG.packEmpty(pack.name);
    const sizes = new Set<number>();
    for (const ratio of pack.ratios) {
      const size = axes.sizes.find((s) => s.id === ratio.sizeId);
      if (!size) return VARIANT_MSG.packUnknownSize(pack.name, ratio.sizeId);
      if (sizes.has(ratio.sizeId)) return VARIANT_MSG.packSizeTwice(pack.name, size.name);
      sizes.add(ratio.sizeId);
      if (!Number.isInteger(ratio.qty) || ratio.qty < 1 || ratio.qty > MAX_PACK_QTY)
        return VARIANT_MSG.packQty(pack.name, size.name);
    }
  }
  return undefined;
};
