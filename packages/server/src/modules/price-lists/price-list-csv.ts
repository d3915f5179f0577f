import { Readable } from 'node:stream';
import {
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_MSG,
  type PriceListRow,
  type PriceListRowsImport,
  priceRowKey,
  priceRowProblem,
  REQUIRED_PRICE_LIST_CSV_COLUMNS,
} from '@apparel/contracts';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest } from '../../errors';
import { neutraliseFormula, restoreNeutralised } from '../catalogue/csv-format';
import { type LiveRow, livePriceListRowsSql, replacePriceListRows } from './price-list-rows';

/** Rows read per statement of the export. */
const EXPORT_PAGE_ROWS = 5_000;
/** Most failures the answer lists. */
const MAX_LISTED_ERRORS = 1_000;
/** The largest rows file taken (100,000 rows of long SKUs fit well within). */
export const MAX_ROWS_CSV_BYTES = 32 * 1024 * 1024;

const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;
const WHOLE_TEXT = /^\d{1,9}$/;

async function* rowRecords(db: Database, priceListId: number) {
  let after = 0;
  for (;;) {
    const page = await queryRows<LiveRow>(db, livePriceListRowsSql(priceListId, after, EXPORT_PAGE_ROWS));
    for (const row of page)
      yield [
        row.product_sku,
        row.cell_sku ?? '',
        row.price,
        String(row.min_qty),
        row.product_name,
        row.variant_id === null ? '' : row.cell_name,
      ].map(neutraliseFormula);
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_ROWS) return;
    after = Number(last.seq);
  }
}

/** GET /price-lists/{id}/rows.csv: a stream in the order the rows were given; imports back unchanged. */
export const exportPriceListRows = (db: Database, priceListId: number) =>
  Readable.from(rowRecords(db, priceListId)).pipe(
    stringify({ header: true, columns: [...PRICE_LIST_CSV_COLUMNS], bom: true }),
  );

type CsvRow = { row: number; productSku: string; cellSku: string; price: string; minQty: string };

/** The header's columns (any case, trimmed), or 400 naming the missing ones. */
const readHeader = (header: string[]): string[] => {
  const canonical = new Map(PRICE_LIST_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns = header.map((name) => canonical.get(name.trim().toLowerCase()) ?? name.trim());
  const missing = REQUIRED_PRICE_LIST_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw badRequest(`The file lacks the required columns: ${missing.join(', ')}`);
  return columns;
};

/** Every data row of the file, numbered as a spreadsheet does (header = row 1); 400 past the row limit. */
const readRows = async (file: Readable, maxRows: number): Promise<CsvRow[]> => {
  const rows: CsvRow[] = [];
  const parser = file.pipe(
    parse({ bom: true, columns: readHeader, skip_empty_lines: true, relax_column_count: true, trim: true }),
  );
  for await (const record of parser as AsyncIterable<Record<string, string | undefined>>) {
    if (rows.length >= maxRows) throw badRequest(PRICE_LIST_MSG.tooManyRows);
    rows.push({
      row: rows.length + 2,
      productSku: restoreNeutralised(record.productSku ?? ''),
      cellSku: restoreNeutralised(record.cellSku ?? ''),
      price: record.price ?? '',
      minQty: record.minQty ?? '',
    });
  }
  return rows;
};

/** The manufacturer's live products and cells the file names, by SKU (two statements, one probe per SKU). */
const catalogueOf = async (q: Queryable, manufacturerId: number, rows: readonly CsvRow[]) => {
  const productSkus = [...new Set(rows.map((r) => r.productSku).filter(Boolean))];
  const cellSkus = [...new Set(rows.map((r) => r.cellSku).filter(Boolean))];
  const productRows = await queryRows<{ sku: string; id: number }>(
    q,
    sql`select p.sku, p.id from json_array_elements_text(${JSON.stringify(productSkus)}::json) s
      join products p on p.manufacturer_id = ${manufacturerId} and p.sku = s.value and p.deleted_at is null`,
  );
  const cellRows = await queryRows<{ sku: string; id: number; product_id: number }>(
    q,
    sql`select v.sku, v.id, v.product_id from json_array_elements_text(${JSON.stringify(cellSkus)}::json) s
      join product_variants v on v.manufacturer_id = ${manufacturerId} and v.sku = s.value`,
  );
  return {
    products: new Map(productRows.map((r) => [r.sku, Number(r.id)])),
    cells: new Map(cellRows.map((r) => [r.sku, { id: Number(r.id), productId: Number(r.product_id) }])),
  };
};

/**
 * PUT /price-lists/{id}/rows.csv: the file's good rows replace the list's rows (in file order, one
 * transaction); each bad row is reported by its spreadsheet row with the reason, and left out.
 */
export const importPriceListRows = async (
  db: Database,
  manufacturerId: number,
  priceListId: number,
  file: Readable,
  maxRows: number,
): Promise<PriceListRowsImport> => {
  const rows = await readRows(file, maxRows);
  const catalogue = await catalogueOf(db, manufacturerId, rows);
  const good: PriceListRow[] = [];
  const errors: PriceListRowsImport['errors'] = [];
  const firstRowOf = new Map<string, number>();
  for (const csv of rows) {
    const fail = (error: string) => errors.push({ row: csv.row, error });
    const productId = catalogue.products.get(csv.productSku);
    if (productId === undefined) {
      fail(PRICE_LIST_MSG.rowProduct(csv.row, csv.productSku || '(blank)'));
      continue;
    }
    const cell = csv.cellSku ? catalogue.cells.get(csv.cellSku) : undefined;
    if (csv.cellSku && cell?.productId !== productId) {
      fail(PRICE_LIST_MSG.rowCell(csv.row, csv.cellSku));
      continue;
    }
    const row = {
      productId,
      variantId: cell?.id ?? null,
      price: MONEY_TEXT.test(csv.price) ? Number(csv.price) : Number.NaN,
      minQty: WHOLE_TEXT.test(csv.minQty) ? Number(csv.minQty) : Number.NaN,
    };
    const problem = priceRowProblem(row, csv.row);
    if (problem) {
      fail(problem);
      continue;
    }
    const first = firstRowOf.get(priceRowKey(row));
    if (first !== undefined) {
      fail(PRICE_LIST_MSG.rowTwice(csv.row, first));
      continue;
    }
    firstRowOf.set(priceRowKey(row), csv.row);
    good.push(row);
  }
  await db.transaction((tx) =>
    replacePriceListRows(tx, manufacturerId, priceListId, good, { checked: true }),
  );
  return { saved: good.length, failed: errors.length, errors: errors.slice(0, MAX_LISTED_ERRORS) };
};
