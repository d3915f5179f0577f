import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { App } from '../../src/app';
import { manufacturers, mediaFiles } from '../../src/db/schema';
import type { FilePart } from '../admin/multipart';
import { type S3TestServer, startS3rver } from '../storage/s3rver';
import { createAccount, tokenFor } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';

export type StorageDriver = 'disk' | 's3';
export const DRIVERS: StorageDriver[] = ['disk', 's3'];

/** A test server whose files go to local disk or to an S3-protocol server of its own. */
export type MediaTestServer = TestServer & {
  /** The keys of every stored object (disk: files under DATA_DIR/uploads, temp files included). */
  storedKeys(): Promise<string[]>;
};

export const startMediaTestServer = async (driver: StorageDriver): Promise<MediaTestServer> => {
  let s3: S3TestServer | undefined;
  if (driver === 's3') s3 = await startS3rver();
  const server = await startTestServer(s3 ? { storage: s3.storage } : {});
  const root = join(server.dataDir, 'uploads');
  return {
    ...server,
    async storedKeys() {
      if (s3) return s3.keys();
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
        .sort();
    },
    async close() {
      await server.close();
      await s3?.stop();
    },
  };
};

/** POST /api/media/upload with repeated `files`, as the browser's FormData sends them. */
export const uploadMedia = async (app: App, token: string | undefined, files: FilePart[]) => {
  const form = new FormData();
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.filename);
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

let manufacturerCount = 0;

/** A manufacturer of its own (an empty library) and a token of its user. */
export const newManufacturer = async (server: TestServer): Promise<{ id: number; token: string }> => {
  manufacturerCount += 1;
  const [row] = await server.db
    .insert(manufacturers)
    .values({
      name: `Media Test ${manufacturerCount}`,
      description: 'Library tests',
      address: '1 Loom Street',
      state: 'Gujarat',
      city: 'Surat',
    })
    .returning({ id: manufacturers.id });
  if (!row) throw new Error('The manufacturer was not created');
  const user = await createAccount(server.db, { role: 'MANUFACTURER', manufacturerId: row.id });
  return { id: row.id, token: await tokenFor(server.app, user.email, user.password) };
};

/** How many media rows exist. */
export const mediaRowCount = async (server: TestServer): Promise<number> => {
  const [row] = await server.db.select({ n: count() }).from(mediaFiles);
  return row?.n ?? 0;
};
