/**
 * Worker thread entry of the CSV import (built as its own file, dist/csv-read-worker.js): reads and
 * checks the rows on another core while the main thread writes the previous batch. It runs at most
 * two batches ahead of the writer: each batch spends a credit, and the main thread gives one back
 * when it takes a batch.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ReadRequest, readCheckedRows } from './csv-read';

const port = parentPort;
if (!port) throw new Error('csv-read-worker runs only as a worker thread');
let credits = 2;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits += 1;
  wake?.();
});
await readCheckedRows(workerData as ReadRequest, async (report) => {
  port.postMessage(report);
  if (report.kind !== 'batch') return;
  credits -= 1;
  while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
});
port.close();
