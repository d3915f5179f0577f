import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStorageKey } from '../../src/storage/file-storage';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import { displayName, storeUpload } from '../../src/storage/store-upload';
import { LOGO_UPLOAD } from '../../src/storage/upload-policy';
import { GIF_BYTES, PNG_BYTES, pngOfSize, SVG_BYTES, TEXT_BYTES } from '../admin/upload-fixtures';

/** The bytes arriving in network-sized chunks, as a multipart file stream does. */
const chunked = (bytes: Buffer, size = 16 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

/** Every file under the storage root, including unfinished temp files. */
const filesIn = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

describe('storeUpload (logo policy) on local disk', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'uploads-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a PNG under a random key with the sniffed extension, whatever the client called it', async () => {
    const stored = await storeUpload(storage, chunked(PNG_BYTES), LOGO_UPLOAD, 'C:\\photos\\my logo.exe');
    expect(stored.key).toMatch(/^logos\/[A-Za-z0-9_-]{22}\.png$/);
    expect(stored).toMatchObject({
      size: PNG_BYTES.length,
      contentType: 'image/png',
      originalName: 'my logo.exe',
    });
    expect(await readFile(join(root, stored.key))).toEqual(PNG_BYTES);
    expect(storage.url(stored.key)).toBe(`/uploads/${stored.key}`);
  });

  it('names a GIF .gif even when it was uploaded as logo.png', async () => {
    const stored = await storeUpload(storage, chunked(GIF_BYTES), LOGO_UPLOAD, 'logo.png');
    expect(stored.key).toMatch(/\.gif$/);
    expect(stored.contentType).toBe('image/gif');
  });

  it.each([
    ['text named .png', TEXT_BYTES],
    ['an SVG image', SVG_BYTES],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 400 and keeps nothing', async (_, bytes) => {
    await expect(storeUpload(storage, chunked(bytes), LOGO_UPLOAD, 'logo.png')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Logo must be a PNG, JPEG, WebP or GIF image',
    });
    expect(await filesIn(root)).toEqual([]);
  });

  it('accepts exactly 2 MB and refuses one byte more with 413, deleting the partial file', async () => {
    const limit = LOGO_UPLOAD.maxBytes;
    await expect(storeUpload(storage, chunked(pngOfSize(limit)), LOGO_UPLOAD)).resolves.toMatchObject({
      size: limit,
    });
    const before = await filesIn(root);
    await expect(storeUpload(storage, chunked(pngOfSize(limit + 1)), LOGO_UPLOAD)).rejects.toMatchObject({
      statusCode: 413,
      message: 'Logo must be at most 2 MB',
    });
    expect(await filesIn(root)).toHaveLength(before.length);
  });

  it('opens, and deletes, only keys it could have generated', async () => {
    const { key } = await storeUpload(storage, chunked(PNG_BYTES), LOGO_UPLOAD);
    expect((await storage.open(key))?.size).toBe(PNG_BYTES.length);
    for (const bad of ['../secret.png', 'logos/../../etc/passwd', '.tmp/x.part', `/${key}`]) {
      expect(isStorageKey(bad)).toBe(false);
      expect(await storage.open(bad)).toBeNull();
    }
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.open(key)).toBeNull();
  });

  it('keeps only a harmless display name', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('logo\u0000\u001f.png')).toBe('logo.png');
    expect(displayName('x'.repeat(300))).toHaveLength(255);
  });
});
