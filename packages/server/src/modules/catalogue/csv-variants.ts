import {
  cellKey,
  defaultSkuSuffix,
  defaultVariantSku,
  type GridAxes,
  gridCells,
  isCellPrice,
  orderAxes,
  type Pack,
  packsProblem,
  VARIANT_MSG,
  type VariantCell,
  variantGridProblem,
  variantSkuWithSuffix,
} from '@apparel/contracts';
import { LIST_SEPARATOR, splitList } from './csv-format';
import { type CellRecord, PRODUCT_PRICE } from './variant-writes';

/**
 * The CSV's variant columns (issue 18; the header doc is PRODUCT_CSV_COLUMNS in @apparel/contracts):
 * `variantStock` `Navy/M=30|Navy/L=12`, `variantSkus` `Navy/M=KURTA-NAVY-M|...` (only SKUs other than
 * the default are exported), `variantPrices` `Navy/XXL=450|...` (cells with their own base
 * price; cells left out take the product's; no such column keeps the cells' prices), `packs`
 * `Set A:S=1,M=2|Set B:M=6`. A cell is named `colour/size`, or by
 * its one name when the product has only sizes or only colours; names match in any case.
 */

type Cell = { sizeId: number | null; colorId: number | null };
const nameOf = (list: GridAxes['sizes'], id: number | null) => list.find((item) => item.id === id)?.name;

/** `Navy/M`, `M` or `Navy` (spaces around the slash do not matter when read). */
export const csvCellName = (axes: GridAxes, cell: Cell): string =>
  [nameOf(axes.colors, cell.colorId), nameOf(axes.sizes, cell.sizeId)].filter(Boolean).join('/');

const normal = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/');

/** `Navy/M=30|Navy/L=12` for the cells in grid order. */
export const formatCells = (axes: GridAxes, cells: (Cell & { value: string | number })[]): string =>
  cells.map((cell) => `${csvCellName(axes, cell)}=${cell.value}`).join(LIST_SEPARATOR);

/** A cell of a grid shape: its place, names, key (`cellKey`) and part of its default SKU. */
type ShapeCell = Cell & {
  colorName: string | undefined;
  sizeName: string | undefined;
  key: string;
  skuSuffix: string;
};

/** What a grid's rows share once their axes are known: its cells in grid order, named. */
type GridShape = {
  cells: ShapeCell[];
  /** A cell by its normalised CSV name (`navy/m`). */
  byName: Map<string, ShapeCell>;
  /** A cell (or none) by a name as written in the file: rows repeat the same few, normalised once. */
  byWritten: Map<string, ShapeCell | undefined>;
};
/** Names as written kept per shape (a file writes a cell's name a few ways at most). */
const MAX_WRITTEN_NAMES = 1024;

/**
 * Shapes by their axes (ids and names): an import's rows share a handful of size and colour sets, and
 * naming 20 cells per row again took most of the time spent reading a row's grid. Bounded, since the
 * reader lives as long as one import but the server reads forms too.
 */
const shapes = new Map<string, GridShape>();
const MAX_SHAPES = 256;

const shapeOf = (axes: GridAxes): GridShape => {
  const key = JSON.stringify(axes);
  const known = shapes.get(key);
  if (known) return known;
  const cells = gridCells(axes).map((cell) => {
    const names = { colorName: nameOf(axes.colors, cell.colorId), sizeName: nameOf(axes.sizes, cell.sizeId) };
    return { ...cell, ...names, key: cellKey(cell), skuSuffix: defaultSkuSuffix(names) };
  });
  const shape = {
    cells,
    byName: new Map(cells.map((cell) => [normal(csvCellName(axes, cell)), cell])),
    byWritten: new Map<string, ShapeCell | undefined>(),
  };
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(key, shape);
  return shape;
};

/** The shape's cell a CSV cell name (as written) names, if any. */
const cellNamed = (shape: GridShape, written: string): ShapeCell | undefined => {
  if (shape.byWritten.has(written)) return shape.byWritten.get(written);
  const cell = shape.byName.get(normal(written));
  if (shape.byWritten.size < MAX_WRITTEN_NAMES) shape.byWritten.set(written, cell);
  return cell;
};

/** The cells named in a `variantStock` or `variantSkus` cell, or the error naming the part. */
const readCells = (
  shape: GridShape,
  text: string | undefined,
  split: (part: string) => number,
): { cells: (Cell & { key: string; value: string })[] } | { error: string } => {
  const cells = [];
  for (const part of splitList(text)) {
    const at = split(part);
    if (at < 0) return { error: `"${part}" is not a cell; write colour/size=value, e.g. Navy/M=30` };
    const cell = cellNamed(shape, part.slice(0, at));
    if (!cell)
      return { error: `"${part.slice(0, at).trim()}" is not one of the product's size and colour cells` };
    cells.push({
      sizeId: cell.sizeId,
      colorId: cell.colorId,
      key: cell.key,
      value: part.slice(at + 1).trim(),
    });
  }
  return { cells };
};

/** Values by key where a key's first mention counts (a cell named twice in a column). */
const firstValues = <T>(entries: (readonly [string, T])[]): Map<string, T> => {
  const values = new Map<string, T>();
  for (const [key, value] of entries) if (!values.has(key)) values.set(key, value);
  return values;
};

const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** The cells' own prices of a `variantPrices` cell by cell key (undefined: no such column), or the error. */
const readPrices = (
  shape: GridShape,
  axes: GridAxes,
  text: string | undefined,
): { prices: Map<string, string> | undefined } | { error: string } => {
  if (text === undefined) return { prices: undefined };
  const read = readCells(shape, text, (part) => part.lastIndexOf('='));
  if ('error' in read) return { error: `variantPrices: ${read.error}` };
  for (const cell of read.cells)
    if (!MONEY_TEXT.test(cell.value) || !isCellPrice(Number(cell.value)))
      return { error: `variantPrices: ${VARIANT_MSG.cellPrice(csvCellName(axes, cell))}` };
  return { prices: firstValues(read.cells.map((cell) => [cell.key, cell.value] as const)) };
};

/**
 * The row's grid for the variant writer, from `variantStock`, `variantSkus` and `variantPrices`: every
 * cell the product offers, with its stock (cells left out hold 0; a blank column leaves stock to the
 * fill rule), SKU and own price; or the error naming the column and cell.
 */
export const readCsvGrid = (
  axes: GridAxes,
  productSku: string,
  stockQty: number,
  stockText: string | undefined,
  skuText: string | undefined,
  priceText?: string,
): { variants: CellRecord[] } | { error: string } => {
  const shape = shapeOf(axes);
  const stock = readCells(shape, stockText, (part) => part.lastIndexOf('='));
  if ('error' in stock) return { error: `variantStock: ${stock.error}` };
  const skus = readCells(shape, skuText, (part) => part.indexOf('='));
  if ('error' in skus) return { error: `variantSkus: ${skus.error}` };
  const skuOf = firstValues(skus.cells.map((cell) => [cell.key, cell.value] as const));
  const prices = readPrices(shape, axes, priceText);
  if ('error' in prices) return prices;
  const sent: (VariantCell & { key: string })[] = stock.cells.map((cell) => ({
    sizeId: cell.sizeId,
    colorId: cell.colorId,
    stockQty: /^\d+$/.test(cell.value) ? Number(cell.value) : Number.NaN,
    sku: skuOf.get(cell.key),
    key: cell.key,
  }));
  const problem = variantGridProblem(axes, sent);
  if (problem) return { error: `variantStock: ${problem}` };
  const given = stock.cells.length > 0;
  const total = sent.reduce((sum, cell) => sum + cell.stockQty, 0);
  if (given && total !== stockQty)
    return { error: `variantStock: ${VARIANT_MSG.gridTotal(stockQty, total)}` };
  const stockOf = firstValues(sent.map((cell) => [cell.key, cell.stockQty] as const));
  const variants = shape.cells.map((cell) => ({
    size_id: cell.sizeId,
    color_id: cell.colorId,
    sku: skuOf.get(cell.key) || null,
    default_sku: variantSkuWithSuffix(productSku, cell.skuSuffix),
    stock_qty: given ? (stockOf.get(cell.key) ?? 0) : null,
    price: prices.prices ? (prices.prices.get(cell.key) ?? PRODUCT_PRICE) : null,
  }));
  const seen = new Set<string>();
  for (const { sku, default_sku } of variants) {
    const final = (sku ?? default_sku).toLowerCase();
    if (seen.has(final)) return { error: `variantSkus: ${VARIANT_MSG.skuTwice(sku ?? default_sku)}` };
    seen.add(final);
  }
  return { variants };
};

/** `Set A:S=1,M=2,L=2,XL=1|Set B:M=6` for the packs. */
export const formatPacks = (axes: GridAxes, packs: readonly Pack[]): string =>
  packs
    .map(
      (pack) =>
        `${pack.name}:${pack.ratios.map((r) => `${nameOf(axes.sizes, r.sizeId) ?? r.sizeId}=${r.qty}`).join(',')}`,
    )
    .join(LIST_SEPARATOR);

/** The packs of a `packs` cell, checked by the contract's rule, or the error naming the pack. */
export const readCsvPacks = (
  axes: GridAxes,
  text: string | undefined,
): { packs: Pack[] } | { error: string } => {
  const packs: Pack[] = [];
  for (const part of splitList(text)) {
    const colon = part.indexOf(':');
    if (colon < 0)
      return { error: `packs: "${part}" is not a pack; write name:size=qty,..., e.g. Set A:S=1,M=2` };
    const name = part.slice(0, colon).trim();
    const ratios = [];
    for (const ratio of part.slice(colon + 1).split(',')) {
      const at = ratio.lastIndexOf('=');
      const sizeName = normal(ratio.slice(0, Math.max(at, 0)));
      const size = axes.sizes.find((s) => normal(s.name) === sizeName);
      if (at < 0 || !size)
        return {
          error: `packs: ${VARIANT_MSG.packUnknownSize(name, ratio.slice(0, Math.max(at, 0)).trim() || ratio)}`,
        };
      const qty = ratio.slice(at + 1).trim();
      ratios.push({ sizeId: size.id, qty: /^\d+$/.test(qty) ? Number(qty) : Number.NaN });
    }
    packs.push({ name, ratios });
  }
  const problem = packsProblem(axes, packs);
  return problem ? { error: `packs: ${problem}` } : { packs };
};

/** One stored cell with its names, as the export reads it. */
export type ExportedCell = Cell & {
  sku: string;
  stockQty: number;
  /** The cell's own price (NUMERIC text), or null. */
  price: string | null;
  sizeName: string | null;
  colorName: string | null;
};

/**
 * A product's `variantStock`, `variantSkus`, `variantPrices` and `packs` cells. A product with one cell
 * leaves `variantStock` blank (stockQty says it); SKUs at their default and cells at the product's
 * price are left out. Imports back unchanged.
 */
export const exportVariantCells = (
  productSku: string,
  cells: ExportedCell[],
  packs: readonly Pack[],
): { variantStock: string; variantSkus: string; variantPrices: string; packs: string } => {
  const pick = (kind: 'size' | 'color') =>
    new Map(
      cells.flatMap((c) => {
        const id = kind === 'size' ? c.sizeId : c.colorId;
        const name = kind === 'size' ? c.sizeName : c.colorName;
        return id === null || name === null ? [] : [[id, { id, name }] as const];
      }),
    );
  const axes = orderAxes([...pick('size').values()], [...pick('color').values()]);
  const ordered = gridCells(axes).flatMap((g) =>
    cells.filter((c) => c.sizeId === g.sizeId && c.colorId === g.colorId),
  );
  const custom = ordered.filter(
    (c) => c.sku !== defaultVariantSku(productSku, { colorName: c.colorName, sizeName: c.sizeName }),
  );
  return {
    variantStock:
      ordered.length > 1
        ? formatCells(
            axes,
            ordered.map((c) => ({ ...c, value: c.stockQty })),
          )
        : '',
    variantSkus: formatCells(
      axes,
      custom.map((c) => ({ ...c, value: c.sku })),
    ),
    variantPrices: formatCells(
      axes,
      ordered.flatMap((c) => (c.price === null ? [] : [{ ...c, value: c.price }])),
    ),
    packs: formatPacks(axes, packs),
  };
};
