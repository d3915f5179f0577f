import { copyArray, copyJson, copyLine, copyValue } from '../../db/copy-text';
import type { CheckedCsvRow } from './csv-read';
import { GRID_CELL_COLUMNS } from './variant-writes';

/** One checked row of an import as `product_import_rows` stages it (`upsertStagedProducts` reads it). */
type StagedRow = { importId: number; seq: number; item: CheckedCsvRow };

/**
 * The staged row's columns and how each is written as a COPY field (`copy-text.ts`), in the order of
 * each line: the one home of what a staged row holds (the table, migrations 0008, 0012 and 0015, has the
 * same columns). The stock grid travels as typed arrays, one element per cell in grid order
 * (`GRID_CELL_COLUMNS` in `variant-writes.ts`, which the form's grids use too).
 */
const STAGED_COLUMNS: readonly (readonly [string, (row: StagedRow) => string])[] = [
  ['import_id', (r) => copyValue(r.importId)],
  ['seq', (r) => copyValue(r.seq)],
  ['row_no', (r) => copyValue(r.item.row)],
  ['sku', (r) => copyValue(r.item.checked.fields.sku)],
  ['name', (r) => copyValue(r.item.checked.fields.name)],
  ['admin_name', (r) => copyValue(r.item.checked.fields.adminName)],
  ['price', (r) => copyValue(r.item.checked.fields.price)],
  ['mrp', (r) => copyValue(r.item.checked.fields.mrp)],
  ['stock_qty', (r) => copyValue(r.item.checked.fields.stockQty)],
  ['description', (r) => copyValue(r.item.checked.fields.description)],
  ['full_desc', (r) => copyValue(r.item.checked.fields.fullDesc)],
  ['category_id', (r) => copyValue(r.item.checked.fields.categoryId)],
  ['subcategory_id', (r) => copyValue(r.item.checked.fields.subcategoryId)],
  ['gender', (r) => copyValue(r.item.checked.fields.gender)],
  ['weight', (r) => copyValue(r.item.checked.fields.weight)],
  ['len', (r) => copyValue(r.item.checked.fields.len)],
  ['min_order_qty', (r) => copyValue(r.item.checked.fields.minOrderQty)],
  ['max_order_qty', (r) => copyValue(r.item.checked.fields.maxOrderQty)],
  ['edm', (r) => copyValue(r.item.checked.fields.edm)],
  ['discount', (r) => copyJson(r.item.checked.fields.discount)],
  ['status', (r) => copyValue(r.item.checked.fields.status)],
  ['item_ids', (r) => copyArray(r.item.checked.itemIds, (id) => id)],
  ['order_multiple', (r) => copyValue(r.item.checked.fields.orderMultiple)],
  ['packs', (r) => copyJson(r.item.checked.fields.packs ?? [])],
  ['hsn_code', (r) => copyValue(r.item.checked.fields.hsnCode)],
  ...GRID_CELL_COLUMNS.map(
    ([column, , cell]) => [column, (r: StagedRow) => copyArray(r.item.checked.variants, cell)] as const,
  ),
];

/** Where staged rows are copied to: `product_import_rows` and the columns of `stagedRowLine`. */
export const STAGED_ROWS = {
  table: 'product_import_rows',
  columns: STAGED_COLUMNS.map(([name]) => name),
} as const;

/** A checked row of import `importId`, numbered `seq` in file order, as a COPY line of `STAGED_ROWS`. */
export const stagedRowLine = (importId: number, seq: number, item: CheckedCsvRow): string => {
  const row = { importId, seq, item };
  return copyLine(STAGED_COLUMNS.map(([, field]) => field(row)));
};
