import { describe, expect, it } from 'vitest';
import { parseRangeHeader, RangeNotSatisfiable, resolveRange } from '../../src/storage/byte-range';

describe('Range headers', () => {
  it('reads one range in its three forms', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
  });

  it('ignores what it cannot serve as one range (the whole file is sent instead)', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'bytes=a-b']) {
      expect(parseRangeHeader(header)).toBeNull();
    }
  });

  it('resolves a range against the file size, clamping the end', () => {
    expect(resolveRange({ start: 10, end: 5000 }, 100)).toEqual({ start: 10, end: 99 });
    expect(resolveRange({ start: 10 }, 100)).toEqual({ start: 10, end: 99 });
    expect(resolveRange({ suffix: 30 }, 100)).toEqual({ start: 70, end: 99 });
    expect(resolveRange({ suffix: 300 }, 100)).toEqual({ start: 0, end: 99 });
  });

  it('refuses a range that starts past the end', () => {
    expect(() => resolveRange({ start: 100 }, 100)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ suffix: 0 }, 100)).toThrow(RangeNotSatisfiable);
  });
});
