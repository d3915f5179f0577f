import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from '../precompress.mjs';
import { contentHash, publishRelease } from '../remotes/registry.mjs';

let work;
let dist;

const CHUNK = 'export const page = () => "Manufacturers";\n'.repeat(200);

const files = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'precompress-test-'));
  dist = join(work, 'dist');
  await mkdir(join(dist, 'static', 'css'), { recursive: true });
  await writeFile(join(dist, 'main.3f9a1c2e.js'), CHUNK);
  await writeFile(join(dist, 'static', 'css', 'app.12345678.css'), 'a{color:red}\n'.repeat(200));
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'x'.repeat(MIN_BYTES * 2) }));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'logo.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz next to each text file over MIN_BYTES, and only those', async () => {
    const result = await precompress(dist);
    expect(result.files).toBe(3);
    expect(await files(dist)).toEqual([
      'index.html',
      'logo.png',
      'main.3f9a1c2e.js',
      'main.3f9a1c2e.js.br',
      'main.3f9a1c2e.js.gz',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'static/css/app.12345678.css',
      'static/css/app.12345678.css.br',
      'static/css/app.12345678.css.gz',
    ]);
    const js = join(dist, 'main.3f9a1c2e.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(CHUNK);
    expect(result.br).toBeLessThan(result.raw);
    expect(result.gz).toBeLessThan(result.raw);
  });

  it('is deterministic: compressing the same build again or elsewhere gives the same bytes', async () => {
    await precompress(dist);
    const first = await contentHash(dist);
    await precompress(dist);
    expect(await contentHash(dist)).toBe(first);

    const copy = join(work, 'copy');
    await cp(dist, copy, { recursive: true });
    for (const file of (await files(copy)).filter((f) => /\.(br|gz)$/.test(f))) {
      await rm(join(copy, file));
    }
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a later time must not change a byte
    await precompress(copy);
    expect(await contentHash(copy)).toBe(first);
  });

  it('drops compressed copies whose source is gone or now too small', async () => {
    await precompress(dist);
    await rm(join(dist, 'static', 'css', 'app.12345678.css'));
    await writeFile(join(dist, 'mf-manifest.json'), '{"name":"mf_media"}');
    await precompress(dist);
    const left = await files(dist);
    expect(left.filter((f) => /\.(br|gz)$/.test(f))).toEqual(['main.3f9a1c2e.js.br', 'main.3f9a1c2e.js.gz']);
  });

  it('lets an identical precompressed build be published again as a no-op', async () => {
    const registry = join(work, 'registry');
    await precompress(dist);
    const release = () => publishRelease({ registry, remote: 'mf-media', version: '1.0.0', distDir: dist });
    expect(await release()).toBe('published');
    await precompress(dist);
    expect(await release()).toBe('unchanged');
  });
});
