import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { copyIn } from '../../db/copy-in';
import { inFairSlice } from '../../db/fair-share';
import { ApiError } from '../../errors';
import { driverErrorOf } from '../../plugins/database-errors';
import type { CheckedCsvRow } from './csv-read';
import type { CsvRecord } from './csv-row';
import { stagedVariantRefusals } from './import-variant-checks';
import { lockAttributeItems } from './item-locks';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors';
import { upsertStagedProducts } from './product-upsert';
import { STAGED_ROWS, stagedRowLine } from './staged-rows';
import { lockProductQuota } from './subscription-limit';

/**
 * COPY text per staging statement: PGlite compresses long text at about 6 MB/s here, so a slice holds
 * its one connection ~40 ms and other requests get through between slices.
 */
export const STAGE_SLICE_BYTES = 256 * 1024;

const ITEM_DELETED = 'An attribute of this row was deleted during the import; import the row again';
export const IMPORT_INTERRUPTED = 'This import was interrupted; import the file again';

/** Where a row refused while applying is reported (the failed-rows list and file). */
export type RefuseRow = (row: number, record: CsvRecord, error: string) => void;

const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/** Moves a RUNNING import's heartbeat (the sweep interrupts imports without one for long). */
const heartbeat = (importId: number) =>
  `update product_imports set updated_at = now() where id = ${Math.trunc(importId)}`;

/**
 * Stages checked rows of a RUNNING import (numbered from `firstSeq` in file order) in slices of about
 * STAGE_SLICE_BYTES, each one COPY of their lines (`stagedRowLine`) after a move of the import's
 * heartbeat; between slices other requests go first. COPY, not statements of JSON records: the database
 * reads the lines without parsing JSON into records (staging took 8.3 s of a 100,000-row import on
 * PostgreSQL and 21.5 s on PGlite as JSON, measured 2026-11-28). Nothing here touches products.
 */
const stageRows = async (
  db: Database,
  importId: number,
  rows: CheckedCsvRow[],
  firstSeq: number,
): Promise<void> => {
  let slice: string[] = [];
  let bytes = 0;
  const flush = async () => {
    const lines = slice.join('');
    slice = [];
    bytes = 0;
    await inFairSlice(db, () => copyIn(db, STAGED_ROWS, lines, heartbeat(importId)));
  };
  // A batch of only failed rows still shows the import alive.
  if (rows.length === 0) await db.execute(sql.raw(heartbeat(importId)));
  for (const [i, item] of rows.entries()) {
    const line = stagedRowLine(importId, firstSeq + i, item);
    slice.push(line);
    bytes += line.length;
    if (bytes >= STAGE_SLICE_BYTES) await flush();
  }
  if (slice.length > 0) await flush();
};

/**
 * Stages a batch of checked rows (`stageRows`), then refuses through `refuse`, and unstages, the rows
 * whose stock grid cannot be written (`stagedVariantRefusals`): they fail alone, the rest land.
 */
export const stageBatch = async (
  db: Database,
  target: { importId: number; manufacturerId: number },
  rows: CheckedCsvRow[],
  firstSeq: number,
  refuse: RefuseRow,
): Promise<void> => {
  const { importId, manufacturerId } = target;
  await stageRows(db, importId, rows, firstSeq);
  const batch = { importId, from: firstSeq, to: firstSeq + rows.length };
  const grids = rows.map((item, i) => ({
    seq: firstSeq + i,
    sku: item.checked.fields.sku,
    variants: item.checked.variants,
  }));
  const refusals = await inFairSlice(db, () => stagedVariantRefusals(db, manufacturerId, batch, grids));
  if (refusals.size === 0) return;
  for (const [i, item] of rows.entries()) {
    const refusal = refusals.get(firstSeq + i);
    if (refusal) refuse(item.row, item.record, refusal);
  }
  await db.execute(sql`
    delete from product_import_rows where import_id = ${importId}
      and seq in (select value::integer from json_array_elements_text(${JSON.stringify([...refusals.keys()])}::json))`);
};

type StagedRow = { row_no: number; sku: string; name: string | null };
const refusedRecord = (row: StagedRow): CsvRecord => ({ sku: row.sku, name: row.name ?? '' });

/**
 * Refuses (through `refuse`) and unstages the rows of a whole import whose stock grid cannot be written:
 * what each batch's check (`stageBatch`) cannot see, because it sees one batch: one cell SKU given by
 * rows of two batches, or taken by another product since the batch was checked. Run only when the apply
 * hit the cell SKU index (`isCellSkuClash`), so an import without such rows pays nothing for it.
 */
export const unstageCellSkuClashes = async (
  db: Database,
  target: { importId: number; manufacturerId: number },
  refuse: RefuseRow,
): Promise<void> => {
  const { importId, manufacturerId } = target;
  const whole = { importId, from: 0, to: 2 ** 31 - 1 };
  const refusals = await stagedVariantRefusals(db, manufacturerId, whole);
  if (refusals.size === 0) return;
  const seqs = JSON.stringify([...refusals.keys()]);
  const unstaged = await rowsOf<StagedRow & { seq: number }>(
    db.execute(sql`
      delete from product_import_rows where import_id = ${importId}
        and seq in (select value::integer from json_array_elements_text(${seqs}::json))
      returning seq, row_no, sku, name`),
  );
  for (const row of unstaged) refuse(row.row_no, refusedRecord(row), refusals.get(Number(row.seq)) ?? '');
};

/** Whether a failed apply hit the cell SKU index (a SKU two rows or another product give). */
export const isCellSkuClash = (error: unknown): boolean =>
  pgCode(error) === UNIQUE_VIOLATION && driverErrorOf(error)?.constraint === 'product_variants_sku_unique';

/** Removes staged rows naming an attribute item deleted since they were read. */
const dropRowsOfDeletedItems = async (tx: Transaction, manufacturerId: number, importId: number) => {
  const named = await rowsOf<{ id: number }>(
    tx.execute(
      sql`select distinct unnest(item_ids) as id from product_import_rows where import_id = ${importId}`,
    ),
  );
  const alive = await lockAttributeItems(
    tx,
    manufacturerId,
    named.map((row) => Number(row.id)),
  );
  const gone = named.map((row) => Number(row.id)).filter((id) => !alive.has(id));
  if (gone.length === 0) return [];
  return rowsOf<StagedRow>(
    tx.execute(sql`
      delete from product_import_rows where import_id = ${importId}
        and item_ids && (select array_agg(value::integer) from json_array_elements_text(${JSON.stringify(gone)}::json))
      returning row_no, sku, name`),
  );
};

/** Removes the staged new products (SKUs not live yet) beyond the room the subscription leaves, in file order. */
const dropRowsBeyondRoom = async (tx: Transaction, manufacturerId: number, importId: number, room: number) =>
  rowsOf<StagedRow>(
    tx.execute(sql`
      delete from product_import_rows d using (
        select s.seq from product_import_rows s
        where s.import_id = ${importId} and not exists (
          select 1 from products p where p.manufacturer_id = ${manufacturerId} and p.sku = s.sku and p.deleted_at is null)
        order by s.seq offset ${Math.max(room, 0)}
      ) beyond
      where d.import_id = ${importId} and d.seq = beyond.seq
      returning d.row_no, d.sku, d.name`),
  );

/**
 * Applies a RUNNING import's staged rows to products in one transaction, so they land together or not
 * at all, and records it DONE with its counts in the same transaction. The product limit and deleted
 * attribute items are checked again under their locks (another writer may have changed them since the
 * rows were staged): such rows are refused through `refuse` and left out. Answers how many rows landed.
 */
export const applyStagedRows = async (
  db: Database,
  clock: Clock,
  target: { importId: number; manufacturerId: number },
  refuse: RefuseRow,
  failedCount: () => number,
): Promise<number> => {
  const { importId, manufacturerId } = target;
  return db.transaction(async (tx) => {
    const running = await rowsOf<{ id: number }>(
      tx.execute(sql`select id from product_imports where id = ${importId} and state = 'RUNNING' for update`),
    );
    if (running.length === 0) throw new ApiError(409, IMPORT_INTERRUPTED);
    const quota = await lockProductQuota(tx, manufacturerId, clock);
    for (const row of await dropRowsOfDeletedItems(tx, manufacturerId, importId))
      refuse(row.row_no, refusedRecord(row), ITEM_DELETED);
    for (const row of await dropRowsBeyondRoom(tx, manufacturerId, importId, quota.room))
      refuse(row.row_no, refusedRecord(row), quota.refusal ?? quota.overLimit);
    const success = await upsertStagedProducts(tx, manufacturerId, importId);
    await tx.execute(sql`delete from product_import_rows where import_id = ${importId}`);
    await tx.execute(sql`
      update product_imports set state = 'DONE', success = ${success}, failed = ${failedCount()},
        finished_at = now(), updated_at = now()
      where id = ${importId}`);
    return success;
  });
};
