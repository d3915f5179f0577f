import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createStorage } from '../../src/storage/create-storage';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import { S3Storage } from '../../src/storage/s3-storage';

describe('storage configuration (STORAGE_DRIVER, S3_*)', () => {
  it('keeps files on local disk by default', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ driver: 'disk' });
    expect(createStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'apparel-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'apparel-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.url('media/a.png')).toBe('https://cdn.example.com/media/a.png');
  });

  it('names every missing or bad storage variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_BUCKET: Required when STORAGE_DRIVER is s3/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER: Use disk or s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'nope' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
