import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/node';
import { ApiError, badRequest } from '../../errors';

export const NOT_CSV = 'The file is not a CSV text file';

/**
 * Passes the bytes of an uploaded CSV through unchanged while checking they are text: the first
 * chunk is not a known binary format, no NUL byte anywhere, valid UTF-8 throughout (decoded as it
 * streams), and no more than `maxBytes` (413).
 */
export const csvTextCheck = (maxBytes: number) => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let first = true;
  return new Transform({
    async transform(chunk: Buffer, _encoding, done) {
      try {
        size += chunk.length;
        if (size > maxBytes)
          throw new ApiError(413, `The CSV file must be at most ${Math.round(maxBytes / 2 ** 20)} MB`);
        if (first) {
          first = false;
          if (await fileTypeFromBuffer(chunk.subarray(0, 4100))) throw badRequest(NOT_CSV);
        }
        if (chunk.includes(0)) throw badRequest(NOT_CSV);
        decoder.decode(chunk, { stream: true });
        done(null, chunk);
      } catch (error) {
        done(error instanceof ApiError ? error : badRequest(NOT_CSV));
      }
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(badRequest(NOT_CSV));
      }
    },
  });
};
