import { Worker } from 'node:worker_threads';
import type { ReadReport, ReadRequest } from './csv-read';

/** From the TypeScript sources (tsx, vitest) the worker starts through tsx; the build emits plain .js. */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './csv-read-worker.source.mjs' : './csv-read-worker.js',
  import.meta.url,
);

/**
 * Reads and checks an import's rows in a worker thread (`readCheckedRows`), yielding its reports in
 * file order; asking for the next report lets the worker read one batch further. The worker stops
 * when the reports end, when the consumer stops early, or on its own error (thrown here).
 */
export async function* readRowsInWorker(request: ReadRequest): AsyncGenerator<ReadReport> {
  const worker = new Worker(WORKER_URL, { workerData: request });
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
  worker.on('error', (error) => {
    failure = error;
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
