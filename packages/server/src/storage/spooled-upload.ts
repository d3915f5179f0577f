import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Spool folders are named after the process that owns them, so a sweep knows whose are dead. */
const SPOOL_PREFIX = 'apparel-import-';

/**
 * Receives an upload into a temporary file first, so the request body is complete as soon as the bytes
 * have arrived (long work on a big file never hits the upload timeout) and memory stays flat; `work`
 * then reads it from disk. The file is removed afterwards (or, after a crash, by `sweepSpooledUploads`).
 */
export const withSpooledFile = async <T>(
  source: Readable,
  work: (path: string) => Promise<T>,
): Promise<T> => {
  const dir = await mkdtemp(join(tmpdir(), `${SPOOL_PREFIX}${process.pid}-`));
  try {
    const path = join(dir, 'upload.csv');
    await pipeline(source, createWriteStream(path));
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes spooled uploads older than `olderThanMs` whose process is gone (killed before its `finally`). */
export const sweepSpooledUploads = async (olderThanMs: number, folder = tmpdir()): Promise<number> => {
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const pid = Number(name.slice(SPOOL_PREFIX.length).split('-')[0]);
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
    if (pid === process.pid || (Number.isInteger(pid) && isRunning(pid))) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
};
