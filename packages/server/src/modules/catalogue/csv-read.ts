import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PRODUCT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from '@apparel/contracts';
import { parse } from 'csv-parse';
import { ApiError, badRequest } from '../../errors';
import { type CatalogueNames, catalogueLookup } from './catalogue-lookup';
import { type CheckedRow, type CsvRecord, checkCsvRow } from './csv-row';
import { csvTextCheck } from './csv-text-check';

/** What the reading half of an import needs: the spooled file and the manufacturer's names. */
export type ReadRequest = {
  path: string;
  names: CatalogueNames;
  batchRows: number;
  /** A batch also ends once its rows' cells hold this many characters (rows of long descriptions). */
  batchBytes: number;
  maxBytes: number;
};

/** A row that passed its checks, with the cells it came from (for the failed-rows file if saving fails). */
export type CheckedCsvRow = { row: number; record: CsvRecord; checked: CheckedRow };
export type FailedCsvRow = { row: number; record: CsvRecord; error: string };

/** What the reader reports, in file order: batches of checked rows, and how the file ended. */
export type ReadReport =
  | { kind: 'batch'; batch: CheckedCsvRow[]; failed: FailedCsvRow[] }
  | { kind: 'end'; rows: number; failed: FailedCsvRow[] }
  /** The file broke after `rows` rows: an ApiError's status and message, or a parser's message. */
  | { kind: 'broken'; rows: number; failed: FailedCsvRow[]; status: number | null; message: string };

const KNOWN_COLUMNS = new Set<string>(PRODUCT_CSV_COLUMNS);

/** The header row's columns (trimmed, any case of a known name), or 400 naming the missing ones. */
const readHeader = (header: string[]): string[] => {
  const canonical = new Map([...KNOWN_COLUMNS].map((column) => [column.toLowerCase(), column]));
  const columns = header.map((name) => {
    const trimmed = name.trim();
    return canonical.get(trimmed.toLowerCase()) ?? trimmed;
  });
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw badRequest(`The file lacks the required columns: ${missing.join(', ')}`);
  return columns;
};

/**
 * Reads the spooled CSV as a stream (text check, csv-parse), checks every row with the product form's
 * contract schema after turning names into ids, refuses a SKU already seen earlier in the file, and
 * reports batches of checked rows through `report`, which resolves when the writer wants more (so at
 * most a batch or two is held). Row numbers are spreadsheet rows: the header is row 1.
 */
export const readCheckedRows = async (
  { path, names, batchRows, batchBytes, maxBytes }: ReadRequest,
  report: (message: ReadReport) => Promise<void>,
): Promise<void> => {
  const lookup = catalogueLookup(names);
  const firstRowOfSku = new Map<string, number>();
  let rows = 0;
  let batch: CheckedCsvRow[] = [];
  let batchSize = 0;
  let failed: FailedCsvRow[] = [];
  const parser = parse({
    bom: true,
    columns: readHeader,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 1024 * 1024,
  });
  const reading = pipeline(createReadStream(path), csvTextCheck(maxBytes), parser);
  const sendBatch = async () => {
    const message: ReadReport = { kind: 'batch', batch, failed };
    batch = [];
    batchSize = 0;
    failed = [];
    await report(message);
  };
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      rows += 1;
      const row = rows + 1;
      const checked = checkCsvRow(record, lookup);
      if ('error' in checked) {
        failed.push({ row, record, error: checked.error });
        // A file of bad rows is handed over as it goes too, never held whole.
        if (failed.length >= batchRows) await sendBatch();
        continue;
      }
      const sku = checked.row.fields.sku;
      const first = firstRowOfSku.get(sku);
      if (first !== undefined) {
        failed.push({ row, record, error: `sku: ${sku} is already in row ${first} of this file` });
        continue;
      }
      firstRowOfSku.set(sku, row);
      batch.push({ row, record, checked: checked.row });
      for (const cell of Object.values(record)) batchSize += cell?.length ?? 0;
      if (batch.length >= batchRows || batchSize >= batchBytes) await sendBatch();
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    if (batch.length > 0) await sendBatch();
    await report({
      kind: 'broken',
      rows,
      failed,
      status: error instanceof ApiError ? error.statusCode : null,
      message: (error as Error).message,
    });
    return;
  }
  if (batch.length > 0) await sendBatch();
  await report({ kind: 'end', rows, failed });
};
