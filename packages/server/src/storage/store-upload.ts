import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/node';
import { ApiError, badRequest } from '../errors';
import type { FileStorage, StoredFile } from './file-storage';
import { servedContentType, type UploadPolicy } from './upload-policy';

/** A stored upload; `originalName` is the client's file name, kept only as a display label. */
export type StoredUpload = StoredFile & { originalName: string };

/** Bytes read before deciding the type (file-type's recommended sample). */
const SNIFF_BYTES = 4100;

/** Options for `request.parts()` so that busboy itself never holds more than the policy allows. */
export const multipartLimits = (policy: UploadPolicy, files = 1) => ({
  limits: {
    // One byte over the limit reaches `limitedBytes` below, which answers with the policy's message.
    fileSize: policy.maxBytes + 1,
    files,
    fields: 50,
    fieldSize: 64 * 1024,
  },
  throwFileSizeLimit: false,
});

type Chunks = AsyncIterator<Buffer>;
type SizeLimit = { maxBytes: number; message: string };

/** The first bytes of the stream (about SNIFF_BYTES), leaving the iterator just after them. */
const readSample = async (chunks: Chunks): Promise<{ sample: Buffer; ended: boolean }> => {
  const head: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { sample: Buffer.concat(head), ended: true };
    head.push(next.value);
    size += next.value.length;
  }
  return { sample: Buffer.concat(head), ended: false };
};

/** The sample then the rest of the stream, failing with 413 as soon as more than `maxBytes` have arrived. */
async function* limitedBytes(sample: Buffer, rest: Chunks, ended: boolean, limit: SizeLimit) {
  let size = sample.length;
  try {
    if (size > limit.maxBytes) throw new ApiError(413, limit.message);
    yield sample;
    if (ended) return;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      size += next.value.length;
      if (size > limit.maxBytes) throw new ApiError(413, limit.message);
      yield next.value;
    }
  } finally {
    // Stops (destroys) the source when the write ended early.
    await rest.return?.();
  }
}

/** The client's file name reduced to a harmless label: no folders, no control characters, 255 at most. */
export const displayName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);

/**
 * Streams an uploaded file into the storage when its content (magic bytes, not its name or declared
 * type) is one the policy allows and it is no larger than the policy's limit. Otherwise the upload
 * is aborted, any partial file removed, and the caller gets a 400 or 413 with the policy's message.
 */
export const storeUpload = async (
  storage: FileStorage,
  source: Readable,
  policy: UploadPolicy,
  originalName = '',
): Promise<StoredUpload> => {
  // Sniffed from our own sample: file-type's fileTypeStream() never settles on an empty multipart file.
  const chunks: Chunks = source[Symbol.asyncIterator]();
  const { sample, ended } = await readSample(chunks);
  const sniffed = await fileTypeFromBuffer(sample);
  const type = policy.types.find((allowed) => allowed.mime === sniffed?.mime);
  if (!type) {
    await chunks.return?.();
    throw badRequest(policy.typeMessage);
  }
  const limit = {
    maxBytes: Math.min(type.maxBytes ?? policy.maxBytes, policy.maxBytes),
    message: type.sizeMessage ?? policy.sizeMessage,
  };
  const stored = await storage.save(Readable.from(limitedBytes(sample, chunks, ended, limit)), {
    folder: policy.folder,
    extension: type.extension,
    contentType: servedContentType(type),
  });
  return { ...stored, originalName: displayName(originalName) };
};
