import type { ProductImport } from '@apparel/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { productImportRows, productImports } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/** Imports listed on the products page. */
export const IMPORTS_LISTED = 10;
/** A failed-rows file is removed this long after its import finished (docs/reliability.md). */
export const FAILED_ROWS_KEPT_MS = 7 * 24 * 3600 * 1000;

/** Records a new import as RUNNING and answers its id. */
export const startImport = async (
  db: Database,
  manufacturerId: number,
  fileName: string,
): Promise<number> => {
  const [row] = await db
    .insert(productImports)
    .values({ manufacturerId, fileName: fileName || 'upload.csv' })
    .returning({ id: productImports.id });
  if (!row) throw new Error('The import could not be recorded');
  return row.id;
};

/**
 * A RUNNING import that broke on the server's side ends FAILED; one whose file was refused as a whole
 * (answered 4xx) is no import and its record goes (a refused request changes no row). Staged rows go.
 */
export const failImport = async (
  db: Database,
  importId: number,
  outcome: { refused: boolean; failed: number },
): Promise<void> => {
  await db.transaction(async (tx) => {
    const running = and(eq(productImports.id, importId), eq(productImports.state, 'RUNNING'));
    if (outcome.refused) await tx.delete(productImports).where(running);
    else
      await tx
        .update(productImports)
        .set({ state: 'FAILED', failed: outcome.failed, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(running);
    await tx.delete(productImportRows).where(eq(productImportRows.importId, importId));
  });
};

/** The manufacturer's latest imports, newest first. */
export const listImports = async (
  db: Queryable,
  storage: FileStorage,
  manufacturerId: number,
): Promise<ProductImport[]> => {
  const rows = await db
    .select()
    .from(productImports)
    .where(eq(productImports.manufacturerId, manufacturerId))
    .orderBy(desc(productImports.id))
    .limit(IMPORTS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    state: row.state,
    success: row.success,
    failed: row.failed,
    failedRowsUrl: row.failedRowsKey ? storage.url(row.failedRowsKey) : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
};

/**
 * Imports left RUNNING by a dead process (no heartbeat for `staleMs`, longer than any live import
 * goes without one on any instance) become INTERRUPTED, and their staged rows are removed.
 */
export const interruptStaleImports = async (db: Database, staleMs: number): Promise<number> =>
  db.transaction(async (tx) => {
    const stale = await tx
      .update(productImports)
      .set({ state: 'INTERRUPTED', finishedAt: sql`now()` })
      .where(
        and(
          eq(productImports.state, 'RUNNING'),
          lt(productImports.updatedAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
        ),
      )
      .returning({ id: productImports.id });
    const ids = stale.map((row) => row.id);
    if (ids.length > 0) await tx.delete(productImportRows).where(inArray(productImportRows.importId, ids));
    return ids.length;
  });

/**
 * Failed-rows files of imports finished more than FAILED_ROWS_KEPT_MS ago lose their reference and go
 * back to PENDING in the same transaction, so the file sweep that follows removes them.
 */
export const expireFailedRows = async (db: Database): Promise<void> => {
  await db.execute(sql`
    with expired as (
      select id, failed_rows_key as key from product_imports
      where failed_rows_key is not null
        and finished_at < now() - make_interval(secs => ${FAILED_ROWS_KEPT_MS / 1000})
      for update
    ), cleared as (
      update product_imports i set failed_rows_key = null from expired e where i.id = e.id
    )
    update stored_files set state = 'PENDING' where key in (select key from expired)`);
};

/** The failed-rows CSV of a finished import (written after its rows landed). */
export const recordFailedRowsFile = async (db: Database, importId: number, key: string): Promise<void> => {
  await db.update(productImports).set({ failedRowsKey: key }).where(eq(productImports.id, importId));
};
