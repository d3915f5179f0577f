import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ImportResult, PRODUCT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from '@apparel/contracts';
import { parse } from 'csv-parse';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { ApiError, badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadCatalogueLookup } from './catalogue-lookup';
import { type CheckedRow, type CsvRecord, checkCsvRow } from './csv-row';
import { csvTextCheck } from './csv-text-check';
import { createFailedRows } from './failed-rows';
import { lockAttributeItems } from './item-locks';
import { existingSkus, upsertProducts } from './product-upsert';
import { lockProductQuota } from './subscription-limit';

export type ImportDeps = { db: Database; storage: FileStorage; log: FastifyBaseLogger; clock: Clock };

/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 2000;
export const MAX_CSV_BYTES = 100 * 2 ** 20;

const ITEM_DELETED = 'An attribute of this row was deleted during the import; import the row again';

type Pending = { row: number; record: CsvRecord; checked: CheckedRow };

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
 * POST /manufacturer/bulk-upload: parses the CSV as it streams in, checks every row with the product
 * form's contract schema, and upserts by SKU in batches, each batch one transaction (with the
 * subscription row locked, so the product limit holds row by row). Row numbers are spreadsheet rows
 * (the header is row 1). A file that is not CSV text, lacks required columns or has no rows answers 400.
 */
export const importProductsCsv = async (
  { db, storage, log, clock }: ImportDeps,
  manufacturerId: number,
  source: Readable,
): Promise<ImportResult> => {
  const lookup = await loadCatalogueLookup(db, manufacturerId);
  const failed = createFailedRows(storage);
  const firstRowOfSku = new Map<string, number>();
  let success = 0;
  let rows = 0;
  let batch: Pending[] = [];

  const write = async (pending: Pending[]) => {
    try {
      const saved = await db.transaction(async (tx) => {
        const quota = await lockProductQuota(tx, manufacturerId, clock);
        const items = await lockAttributeItems(
          tx,
          manufacturerId,
          pending.flatMap((p) => p.checked.itemIds),
        );
        // Which rows are new matters only when the batch might not fit (the usual batch fits whole).
        const existing =
          quota.room >= pending.length
            ? null
            : await existingSkus(
                tx,
                manufacturerId,
                pending.map((p) => p.checked.fields.sku),
              );
        let room = quota.room;
        const accepted: Pending[] = [];
        for (const item of pending) {
          if (!item.checked.itemIds.every((id) => items.has(id)))
            failed.add(item.row, item.record, ITEM_DELETED);
          else if (!existing || existing.has(item.checked.fields.sku)) accepted.push(item);
          else if (room > 0) {
            room -= 1;
            accepted.push(item);
          } else failed.add(item.row, item.record, quota.refusal ?? quota.overLimit);
        }
        await upsertProducts(
          tx,
          manufacturerId,
          accepted.map((item) => item.checked),
        );
        return accepted.length;
      });
      success += saved;
    } catch (error) {
      log.error({ err: error }, 'A batch of the CSV import could not be saved');
      for (const item of pending)
        failed.add(item.row, item.record, 'The row could not be saved; import it again');
    }
  };

  /**
   * Hands the batch to the database and goes on reading the next one meanwhile (checking rows is
   * Node's work, writing them the database's); at most one batch is in flight, and batches are
   * written in file order, so the product limit still applies row by row.
   */
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const pending = batch;
    batch = [];
    await writing;
    if (pending.length > 0) writing = write(pending);
  };

  const parser = parse({
    bom: true,
    columns: readHeader,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 1024 * 1024,
  });
  const reading = pipeline(source, csvTextCheck(MAX_CSV_BYTES), parser);
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      rows += 1;
      const row = rows + 1;
      const checked = checkCsvRow(record, lookup);
      if ('error' in checked) {
        failed.add(row, record, checked.error);
        continue;
      }
      const sku = checked.row.fields.sku;
      const first = firstRowOfSku.get(sku);
      if (first !== undefined) {
        failed.add(row, record, `sku: ${sku} is already in row ${first} of this file`);
        continue;
      }
      firstRowOfSku.set(sku, row);
      batch.push({ row, record, checked: checked.row });
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    if (error instanceof ApiError && rows === 0) throw error;
    if (rows === 0) throw badRequest(`The file is not valid CSV: ${(error as Error).message}`);
    // A broken file after some rows: keep what was read so far, report where it broke.
    await flush();
    await writing;
    failed.add(
      rows + 2,
      {},
      error instanceof ApiError
        ? error.message
        : `The file is not valid CSV here: ${(error as Error).message}`,
    );
  }
  await flush();
  await writing;
  if (rows === 0) throw badRequest('The file is empty: it has no product rows');
  const failedRowsUrl = await failed.finish();
  return {
    message: `CSV import finished: ${success} saved, ${failed.count} failed`,
    success,
    failed: failed.count,
    // A batch refused for the limit reports its rows after later rows' own errors: list them in file order.
    errors: failed.listed.sort((a, b) => a.row - b.row),
    failedRowsUrl,
  };
};
