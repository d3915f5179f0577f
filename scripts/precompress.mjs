// Precompression of a build: writes `<file>.br` and `<file>.gz` next to every text asset, which the API
// server's static host sends when the browser accepts that encoding (packages/server static-site.ts).
// Used by `pnpm build` and `pnpm remotes publish` (through buildApp, and again before publishing).
// Deterministic: the same file always gives the same bytes (zlib writes no time or name into the gzip
// header), so the registry's content hash of an identical build stays identical.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text the browser fetches. Images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Below this, the saving does not pay for the encoding overhead (and most servers skip them too). */
export const MIN_BYTES = 1024;
/**
 * Brotli quality. On the six dists (8.8 MB to compress) 11 writes 6.8 % less than 9 (2.20 vs 2.36 MB)
 * but takes 24 s of CPU instead of 2.7 s (docs/performance/first-screen.md, "Precompressed assets"): 9 keeps the
 * build fast.
 */
export const BROTLI_QUALITY = 9;
const ENCODINGS = [
  ['.br', (data, quality) => brotli(data, brotliOptions(data, quality))],
  ['.gz', (data) => gz(data, { level: 9 })],
];

const brotliOptions = (data, quality) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

const filesUnder = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/**
 * Writes `.br` and `.gz` next to each compressible file over MIN_BYTES under `dir` (a compressed copy
 * that would not be smaller is not written), and removes `.br`/`.gz` files left without such a source.
 * @returns {Promise<{ files: number, raw: number, br: number, gz: number, seconds: number }>}
 */
export async function precompress(dir, { brotliQuality = BROTLI_QUALITY } = {}) {
  const started = Date.now();
  const files = await filesUnder(dir);
  const sources = new Set();
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        if ((await stat(file)).size <= MIN_BYTES) return;
        sources.add(file);
        const data = await readFile(file);
        totals.files += 1;
        totals.raw += data.length;
        for (const [extension, encode] of ENCODINGS) {
          const encoded = await encode(data, brotliQuality);
          const target = `${file}${extension}`;
          if (encoded.length < data.length) {
            await writeFile(target, encoded);
            totals[extension.slice(1)] += encoded.length;
          } else {
            await rm(target, { force: true });
            totals[extension.slice(1)] += data.length;
          }
        }
      }),
  );
  // A compressed copy whose source is gone or too small now would be served for a stale file.
  const stale = files.filter((file) => /\.(br|gz)$/.test(file) && !sources.has(file.slice(0, -3)));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  return { ...totals, seconds: (Date.now() - started) / 1000 };
}
