import { MEDIA_MAX_FILES } from '@apparel/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, badRequest } from '../../errors';
import { deleteFilesQuietly } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import { displayName, type StoredUpload, storeUpload } from '../../storage/store-upload';
import { MEDIA_UPLOAD } from '../../storage/upload-policy';

export const TOO_MANY_FILES = `Upload at most ${MEDIA_MAX_FILES} files at a time`;
export const NO_FILES = 'Choose at least one file to upload';

const drain = async (file: NodeJS.ReadableStream): Promise<void> => {
  for await (const _ of file);
};

/**
 * Reads POST /media/upload: every `files` part is checked by content and size and streamed to the
 * storage as it arrives. One refused file (or an 11th file) refuses the whole batch: the files
 * already stored are deleted and the answer names the refused file.
 */
export const readMediaUpload = async (
  parts: AsyncIterable<Multipart>,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<StoredUpload[]> => {
  const stored: StoredUpload[] = [];
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      // A file input left empty arrives as a part without a file name (and no bytes).
      if (part.fieldname !== 'files' || !part.filename) {
        await drain(part.file);
        continue;
      }
      if (stored.length >= MEDIA_MAX_FILES) throw badRequest(TOO_MANY_FILES);
      try {
        stored.push(await storeUpload(storage, part.file, MEDIA_UPLOAD, part.filename));
      } catch (error) {
        if (error instanceof ApiError) {
          throw new ApiError(error.statusCode, `${displayName(part.filename)}: ${error.message}`);
        }
        throw error;
      }
    }
  } catch (error) {
    await deleteFilesQuietly(
      storage,
      stored.map((file) => file.key),
      log,
    );
    throw error;
  }
  if (stored.length === 0) throw badRequest(NO_FILES);
  return stored;
};
