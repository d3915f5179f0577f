import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { expireFailedRows, interruptStaleImports } from '../modules/catalogue/import-record';
import type { IdempotencyStore } from '../modules/shared/idempotency';
import type { FileStorage } from '../storage/file-storage';
import { sweepPendingFiles } from '../storage/file-sweep';
import { sweepSpooledUploads } from '../storage/spooled-upload';

export const SWEEP_EVERY_MS = 60_000;

export type SweepOptions = {
  db: Database;
  /** The storage driver itself (not the tracking layer): the sweep keeps the records. */
  storage: FileStorage;
  /** Work older than this is dead on every instance: the upload timeout (UPLOAD_TIMEOUT). */
  staleMs: number;
  /** Idempotency keys past their 24 hours are deleted. */
  idempotency?: Pick<IdempotencyStore, 'sweep'>;
};

/**
 * What a killed process leaves behind, cleaned up: imports left RUNNING become INTERRUPTED (their
 * staged rows removed), expired failed-rows files are released, files no row references are deleted
 * (disk or S3), and unfinished writes and spooled uploads are removed; all only once older than the
 * upload timeout, so nothing in flight on any instance is touched. Idempotency keys go after 24 hours.
 */
export const sweepOnce = async (
  { db, storage, staleMs, idempotency }: SweepOptions,
  log?: FastifyBaseLogger,
) => {
  // Each part runs even when another fails (e.g. an S3 server without ListMultipartUploads).
  const part = (name: string, work: () => Promise<number>) =>
    work().catch((error: unknown) => {
      log?.warn({ err: error }, `sweep: ${name} failed; trying again in a minute`);
      return 0;
    });
  const interrupted = await part('imports', () => interruptStaleImports(db, staleMs));
  const files = await part('stored files', async () => {
    await expireFailedRows(db);
    return sweepPendingFiles(db, storage, staleMs);
  });
  const unfinished = await part(
    'unfinished writes',
    async () => (await storage.sweepUnfinished?.(staleMs)) ?? 0,
  );
  const spooled = await part('spooled uploads', () => sweepSpooledUploads(staleMs));
  const idempotencyKeys = await part('idempotency keys', async () => (await idempotency?.sweep()) ?? 0);
  return { interrupted, files, unfinished, spooled, idempotencyKeys };
};

/** Runs the sweep when the app is ready and then every minute, one run at a time; stops with the app. */
export const sweeper = fp(
  async (app: FastifyInstance, options: SweepOptions) => {
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= sweepOnce(options)
        .then((swept) => {
          if (Object.values(swept).some((count) => count > 0))
            app.log.info({ swept }, 'sweep removed leftovers');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweep failed; trying again in a minute'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'sweeper' },
);
