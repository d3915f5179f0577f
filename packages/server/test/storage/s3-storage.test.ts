import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RangeNotSatisfiable } from '../../src/storage/byte-range';
import { S3Storage } from '../../src/storage/s3-storage';
import { displayName, storeUpload } from '../../src/storage/store-upload';
import { LOGO_UPLOAD, MEDIA_UPLOAD } from '../../src/storage/upload-policy';
import { MP4, ofSize, PNG, SVG } from '../media/media-fixtures';
import { type S3TestServer, startS3rver } from './s3rver';

const MB = 1024 * 1024;

/** `size` bytes arriving in 64 KB chunks, generated on the fly (never one big buffer). */
const streamOf = (head: Buffer, size: number) =>
  Readable.from(
    (function* () {
      yield head;
      for (let sent = head.length; sent < size; sent += 64 * 1024) {
        yield Buffer.alloc(Math.min(64 * 1024, size - sent), 7);
      }
    })(),
  );

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3Storage against an S3-protocol server (s3rver, its own process)', () => {
  let s3: S3TestServer;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3rver();
    storage = new S3Storage(s3.storage);
  });
  afterAll(() => s3?.stop());

  it('saves a file under a new key, opens it whole and by range, and deletes it', async () => {
    const saved = await storage.save(PNG, { folder: 'logos', extension: 'png', contentType: 'image/png' });
    expect(saved.key).toMatch(/^logos\/[A-Za-z0-9_-]{22}\.png$/);
    expect(saved.size).toBe(PNG.length);
    expect(await s3.keys()).toContain(saved.key);

    const whole = await storage.open(saved.key);
    expect(whole).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect((await readAll(whole?.body as Readable)).equals(PNG)).toBe(true);

    const part = await storage.open(saved.key, { start: 1, end: 3 });
    expect(part).toMatchObject({ size: PNG.length, range: { start: 1, end: 3 } });
    expect((await readAll(part?.body as Readable)).toString('latin1')).toBe('PNG');

    await expect(storage.open(saved.key, { start: PNG.length })).rejects.toBeInstanceOf(RangeNotSatisfiable);

    await storage.delete(saved.key);
    expect(await s3.keys()).not.toContain(saved.key);
    expect(await storage.open(saved.key)).toBeNull();
    await storage.delete(saved.key); // twice is fine
  });

  it('answers null for unknown and malformed keys', async () => {
    expect(await storage.open('media/AAAAAAAAAAAAAAAAAAAAAA.png')).toBeNull();
    expect(await storage.open('../etc/passwd')).toBeNull();
  });

  it('streams a large upload as a multipart upload and stores every byte', async () => {
    const size = 12 * MB + 123;
    const stored = await storeUpload(storage, streamOf(MP4, size), MEDIA_UPLOAD, 'runway.mp4');
    expect(stored).toMatchObject({ size, contentType: 'video/mp4', originalName: 'runway.mp4' });
    const tail = await storage.open(stored.key, { suffix: 10 });
    expect(tail?.range).toEqual({ start: size - 10, end: size - 1 });
    expect((await readAll(tail?.body as Readable)).equals(Buffer.alloc(10, 7))).toBe(true);
    await storage.delete(stored.key);
  });

  it('leaves no object behind when an upload is refused half way (too large)', async () => {
    const before = await s3.keys();
    const size = LOGO_UPLOAD.maxBytes + 6 * MB;
    await expect(storeUpload(storage, streamOf(PNG, size), LOGO_UPLOAD, 'big.png')).rejects.toMatchObject({
      statusCode: 413,
      message: LOGO_UPLOAD.sizeMessage,
    });
    await expect(
      storeUpload(storage, streamOf(ofSize(MP4, 0), 101 * MB), MEDIA_UPLOAD, 'long.mp4'),
    ).rejects.toMatchObject({ statusCode: 413, message: 'Videos must be at most 100 MB' });
    expect(await s3.keys()).toEqual(before);
  });

  it('refuses SVG by content and stores nothing', async () => {
    const before = await s3.keys();
    await expect(storeUpload(storage, Readable.from([SVG]), MEDIA_UPLOAD, 'x.png')).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await s3.keys()).toEqual(before);
    expect(displayName('C:\\a\\x.png')).toBe('x.png');
  });

  it('answers URLs through /uploads, or under the public base URL when one is set', () => {
    expect(storage.url('media/k.png')).toBe('/uploads/media/k.png');
    const cdn = new S3Storage({ ...s3.storage, publicUrl: 'https://cdn.example.com/files/' });
    expect(cdn.url('media/k.png')).toBe('https://cdn.example.com/files/media/k.png');
  });
});
