/** The bytes a Range request asks for, before the file's size is known. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** An inclusive byte range inside a file. */
export type ByteRange = { start: number; end: number };

/** Thrown by a driver when a Range request asks for bytes the file does not have (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('Requested range not satisfiable');
    this.name = 'RangeNotSatisfiable';
  }
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range: bytes=...` header holding one range. Anything else (several ranges, another unit,
 * bad syntax) is ignored, which RFC 9110 allows: the whole file is then sent with 200.
 */
export const parseRangeHeader = (header: string | undefined): RangeRequest | null => {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? null : { start, end };
};

/** The range a request resolves to in a file of `size` bytes; throws RangeNotSatisfiable when none. */
export const resolveRange = (request: RangeRequest, size: number): ByteRange => {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) throw new RangeNotSatisfiable(size);
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
};
