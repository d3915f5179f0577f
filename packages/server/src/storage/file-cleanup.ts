import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';

/** Deletes files whose database write did not happen, or that a committed write replaced. Never throws. */
export const deleteFilesQuietly = async (
  storage: FileStorage,
  keys: readonly (string | null | undefined)[],
  log: FastifyBaseLogger,
): Promise<void> => {
  await Promise.all(
    keys
      .filter((key): key is string => !!key)
      .map((key) =>
        storage
          .delete(key)
          .catch((error: unknown) => log.warn({ err: error, key }, 'Could not delete stored file')),
      ),
  );
};

/**
 * Runs a database write that goes with files already stored; if the write fails the files are
 * deleted again, so a rolled-back transaction leaves no orphan file behind.
 */
export const withStoredFiles = async <T>(
  storage: FileStorage,
  keys: readonly (string | null | undefined)[],
  log: FastifyBaseLogger,
  write: () => Promise<T>,
): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    await deleteFilesQuietly(storage, keys, log);
    throw error;
  }
};
