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
import { failImport, recordFailedRowsFile, startImport } from './import-record';
import {
  applyStagedRows,
  isCellSkuClash,
  type RefuseRow,
  stageBatch,
  unstageCellSkuClashes,
} from './import-staging';
import { existingSkus } from './product-upsert';
import { lockProductQuota } from './subscription-limit';

export type ImportDeps = { db: Database; storage: FileStorage; log: FastifyBaseLogger; clock: Clock };

/** Rows the reader hands over at a time, and the cell bytes that end a batch sooner (memory stays flat). */
export const IMPORT_BATCH_ROWS = 2000;
export const IMPORT_BATCH_BYTES = 4 * 1024 * 1024;
export const MAX_CSV_BYTES = 100 * 2 ** 20;

/** The rows of one batch that fit the product limit as it stands, counting the new SKUs staged before. */
const rowsWithinLimit = async (
  { db, clock }: ImportDeps,
  manufacturerId: number,
  pending: CheckedCsvRow[],
  newStaged: number,
) => {
  const quota = await db.transaction((tx) => lockProductQuota(tx, manufacturerId, clock));
  const existing = await existingSkus(
    db,
    manufacturerId,
    pending.map((p) => p.checked.fields.sku),
  );
  let room = quota.room - newStaged;
  const accepted: CheckedCsvRow[] = [];
  const refused: { item: CheckedCsvRow; error: string }[] = [];
  for (const item of pending) {
    if (existing.has(item.checked.fields.sku)) accepted.push(item);
    else if (room > 0) {
      room -= 1;
      accepted.push(item);
    } else refused.push({ item, error: quota.refusal ?? quota.overLimit });
  }
  return { accepted, refused, newRows: quota.room - newStaged - room };
};

/**
 * POST /manufacturer/bulk-upload: a worker thread reads the spooled CSV as a stream and checks every
 * row with the product form's contract schema (`csv-read.ts`); here the valid rows are staged batch by
 * batch (`import-staging.ts`, in slices that let other requests through) and, at the end, applied in
 * one transaction: all of them land or none (upsert by SKU; the product limit holds row by row, in
 * file order). The import is recorded in product_imports (RUNNING, then DONE or FAILED) so its outcome
 * can be read afterwards. Row numbers are spreadsheet rows (the header is row 1). A file that is not
 * CSV text, lacks required columns or has no rows answers 400.
 */
export const importProductsCsv = async (
  deps: ImportDeps,
  manufacturerId: number,
  path: string,
  fileName = '',
): Promise<ImportResult> => {
  const { db, storage, clock } = deps;
  const failed = createFailedRows(storage, manufacturerId);
  // Recorded with its first batch: a file refused as a whole (400) is no import and costs no write.
  let importId: number | null = null;
  const recorded = async () => {
    importId ??= await startImport(db, manufacturerId, fileName);
    return importId;
  };
  try {
    let staged = 0;
    let newStaged = 0;
    const stage = async (pending: CheckedCsvRow[]) => {
      const id = await recorded();
      const { accepted, refused, newRows } =
        pending.length > 0
          ? await rowsWithinLimit(deps, manufacturerId, pending, newStaged)
          : { accepted: [], refused: [], newRows: 0 };
      for (const { item, error } of refused) failed.add(item.row, item.record, error);
      // Rows that would drop a cell open orders use, or take another product's cell SKU, fail alone.
      await stageBatch(db, { importId: id, manufacturerId }, accepted, staged, (row, record, error) =>
        failed.add(row, record, error),
      );
      staged += accepted.length;
      newStaged += newRows;
    };

    /** Batches are staged in file order, one at a time, while the worker reads and checks the next ones on another core. */
    let rows = 0;
    for await (const report of readRowsInWorker({
      path,
      names: await loadCatalogueNames(db, manufacturerId),
      batchRows: IMPORT_BATCH_ROWS,
      batchBytes: IMPORT_BATCH_BYTES,
      maxBytes: MAX_CSV_BYTES,
    })) {
      for (const item of report.failed) failed.add(item.row, item.record, item.error);
      if (report.kind === 'batch') {
        await stage(report.batch);
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
    const target = { importId: await recorded(), manufacturerId };
    const refuse: RefuseRow = (row, record, error) => failed.add(row, record, error);
    const apply = () => applyStagedRows(db, clock, target, refuse, () => failed.count);
    // Each batch's grids were checked alone: a cell SKU that rows of two batches give (or that another
    // product took since) meets the index here. Those rows fail alone, as in a batch, and the rest land.
    const success = await apply().catch(async (error: unknown) => {
      if (!isCellSkuClash(error)) throw error;
      await unstageCellSkuClashes(db, target, refuse);
      return apply();
    });
    const failedRows = await failed.finish();
    if (failedRows) await recordFailedRowsFile(db, await recorded(), failedRows.key);
    return {
      message: `CSV import finished: ${success} saved, ${failed.count} failed`,
      success,
      failed: failed.count,
      // Rows refused while applying come after later rows' own errors: list them in file order.
      errors: failed.listed.sort((a, b) => a.row - b.row),
      failedRowsUrl: failedRows ? storage.url(failedRows.key) : null,
    };
  } catch (error) {
    await failed.abandon();
    const refused = error instanceof ApiError && error.statusCode < 500;
    if (importId !== null)
      await failImport(db, importId, { refused, failed: failed.count }).catch((cause: unknown) =>
        deps.log.error({ err: cause }, 'The failed CSV import could not be recorded'),
      );
    throw error;
  }
};
