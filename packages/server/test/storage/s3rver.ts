import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../src/storage/storage-config';

/** Ports the S3-protocol server of the tests may take (this workspace's range). */
const FIRST_PORT = 8500;
const LAST_PORT = 8549;
export const TEST_BUCKET = 'media-test';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

export type S3TestServer = {
  storage: Extract<StorageConfig, { driver: 's3' }>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The metadata a browser reading the object straight from the bucket gets. */
  head(key: string): Promise<{ contentType?: string; contentDisposition?: string }>;
  stop(): Promise<void>;
};

/**
 * Starts s3rver (an S3-protocol server from npm) as its own process on loopback, with a fresh
 * directory and one bucket, on the first free port of 8500-8549.
 */
export const startS3rver = async (): Promise<S3TestServer> => {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
    'bin',
    's3rver.js',
  );
  const offset = process.pid % (LAST_PORT - FIRST_PORT + 1);
  let child: ChildProcess | undefined;
  let port = 0;
  for (let i = 0; i <= LAST_PORT - FIRST_PORT && !child; i += 1) {
    const candidate = FIRST_PORT + ((offset + i) % (LAST_PORT - FIRST_PORT + 1));
    if (!(await isFree(candidate))) continue;
    port = candidate;
    child = spawn(
      process.execPath,
      [
        bin,
        '-d',
        directory,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--configure-bucket',
        TEST_BUCKET,
        '--silent',
      ],
      { stdio: 'ignore' },
    );
  }
  if (!child) throw new Error('No free port for s3rver in 8500-8549');
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}`);
    if (Date.now() - started > 20_000) throw new Error('s3rver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const storage = {
    driver: 's3' as const,
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: undefined,
  };
  const client = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const running = child;
  return {
    storage,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async head(key) {
      const object = await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return { contentType: object.ContentType, contentDisposition: object.ContentDisposition };
    },
    async stop() {
      client.destroy();
      if (running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
};
