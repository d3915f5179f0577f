import type { ImportResult } from '@apparel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { ApiError, badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { loadCatalogueNames } from './catalogue-lookup';
import type { CheckedCsvRow } from './csv-read';
import { readRowsInWorker } from './csv-read-thread';
import { createFailedRows } from './failed-rows';
import { variantRefusals } from './import-variant-checks';
import { lockAttributeItems } from './item-locks';
import { existingSkus, upsertProducts } from './product-upsert';
import { lockProductQuota } from './subscription-limit';

export type ImportDeps = { db: Database; storage: FileStorage; log: FastifyBaseLogger; clock: Clock };

/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 2000;
export const MAX_CSV_BYTES = 100 * 2 ** 20;

const ITEM_DELETED = 'An attribute of this row was deleted during the import; import the row again';

/**
 * POST /manufacturer/bulk-upload: a worker thread reads the spooled CSV as a stream and checks every
 * row with the product form's contract schema (`csv-read.ts`); here the rows are upserted by SKU in
 * batches, each batch one transaction (with the subscription row locked, so the product limit holds
 * row by row). Row numbers are spreadsheet rows
 * (the header is row 1). A file that is not CSV text, lacks required columns or has no rows answers 400.
 */
export const importProductsCsv = async (
  { db, storage, log, clock }: ImportDeps,
  manufacturerId: number,
  path: string,
): Promise<ImportResult> => {
  const failed = createFailedRows(storage);
  let success = 0;

  const write = async (pending: CheckedCsvRow[]) => {
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
        const accepted: CheckedCsvRow[] = [];
        for (const item of pending) {
          if (!item.checked.itemIds.every((id) => items.has(id)))
            failed.add(item.row, item.record, ITEM_DELETED);
          else if (!existing || existing.has(item.checked.fields.sku)) accepted.push(item);
          else if (room > 0) {
            room -= 1;
            accepted.push(item);
          } else failed.add(item.row, item.record, quota.refusal ?? quota.overLimit);
        }
        const refusals = await variantRefusals(
          tx,
          manufacturerId,
          accepted.map((item) => item.checked),
        );
        const landing = accepted.filter((item) => {
          const refusal = refusals.get(item.checked.fields.sku);
          if (refusal) failed.add(item.row, item.record, refusal);
          return !refusal;
        });
        await upsertProducts(
          tx,
          manufacturerId,
          landing.map((item) => item.checked),
        );
        return landing.length;
      });
      success += saved;
    } catch (error) {
      log.error({ err: error }, 'A batch of the CSV import could not be saved');
      for (const item of pending)
        failed.add(item.row, item.record, 'The row could not be saved; import it again');
    }
  };

  /**
   * Batches are written in file order, one at a time, while the worker reads and checks the next
   * ones on another core; so the product limit still applies row by row.
   */
  let rows = 0;
  for await (const report of readRowsInWorker({
    path,
    names: await loadCatalogueNames(db, manufacturerId),
    batchRows: IMPORT_BATCH_ROWS,
    maxBytes: MAX_CSV_BYTES,
  })) {
    for (const item of report.failed) failed.add(item.row, item.record, item.error);
    if (report.kind === 'batch') {
      if (report.batch.length > 0) await write(report.batch);
      continue;
    }
    rows = report.rows;
    if (report.kind === 'broken') {
      if (rows === 0)
        throw report.status
          ? new ApiError(report.status, report.message)
          : badRequest(`The file is not valid CSV: ${report.message}`);
      // A broken file after some rows: what was read so far is kept; the answer says where it broke.
      failed.add(
        rows + 2,
        {},
        report.status ? report.message : `The file is not valid CSV here: ${report.message}`,
      );
    }
  }
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
