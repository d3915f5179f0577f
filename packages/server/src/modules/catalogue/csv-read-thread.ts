import { Worker } from 'node:worker_threads';
import { ApiError } from '../../errors';
import type { ReadReport, ReadRequest } from './csv-read';

/** From the TypeScript sources (tsx, vitest) the worker starts through tsx; the build emits plain .js. */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './csv-read-worker.source.mjs' : './csv-read-worker.js',
  import.meta.url,
);

/**
 * The reader's heap: a small young generation keeps the process's memory near what the batches need
 * (measured: peak RSS 379 MB instead of 477 MB for 100,000 rows); the old generation's cap bounds what
 * one file can take (the SKUs seen so far are remembered to refuse repeats) and answers 413 beyond it.
 */
const READER_MEMORY = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };
export const TOO_MANY_ROWS = 'The file has too many rows for one import; split it into smaller files';

/**
 * Reads and checks an import's rows in a worker thread (`readCheckedRows`), yielding its reports in
 * file order; asking for the next report lets the worker read one batch further. The worker stops
 * when the reports end, when the consumer stops early, or on its own error (thrown here).
 */
export async function* readRowsInWorker(request: ReadRequest): AsyncGenerator<ReadReport> {
  const worker = new Worker(WORKER_URL, { workerData: request, resourceLimits: READER_MEMORY });
  const reports: ReadReport[] = [];
  let failure: Error | null = null;
  let exited = false;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (report: ReadReport) => {
    reports.push(report);
    signal();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ApiError(413, TOO_MANY_ROWS) : error;
    signal();
  });
  worker.on('exit', () => {
    exited = true;
    signal();
  });
  try {
    for (;;) {
      while (reports.length === 0 && !failure && !exited)
        await new Promise<void>((resolve) => (wake = resolve));
      const report = reports.shift();
      if (!report) throw failure ?? new Error('The CSV reader stopped before the end of the file');
      yield report;
      if (report.kind !== 'batch') return;
      worker.postMessage('more');
    }
  } finally {
    await worker.terminate();
  }
}
