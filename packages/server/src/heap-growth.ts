import { setFlagsFromString } from 'node:v8';

/**
 * How far past what the last full collection kept alive V8 lets the JavaScript heap grow before it
 * collects again, in percent. Left to itself on a machine with gigabytes of memory, V8 allows up to
 * 4x: during the 94 MB import on PostgreSQL the old generation grew from 46 MB alive to 280 MB, and
 * once the process was idle nothing collected it until V8's memory reducer ran 10 to 30 s later
 * (RSS +130 to +170 MB 10 s after; a forced collection then brought it below the figure before the
 * import, so none of it was held). At 50 % the garbage a server keeps between two collections stays
 * within half its live heap; the collections this adds are short while the live heap is small.
 * Measured in packages/server/bench/import-fairness.ts (docs/performance/server.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Applies HEAP_GROWING_PERCENT to this process (V8 reads it each time it sets its next limit). */
export const boundHeapGrowth = (): void => {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
};
