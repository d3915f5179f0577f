import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { manufacturers, users } from '../../src/db/schema';
import { type FilePart, multipart } from './multipart';

/** Sends a manufacturer form (multipart) as the browser does. */
export const sendManufacturerForm = async (
  app: App,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    token?: string;
    fields: Record<string, string | undefined>;
    files?: Record<string, FilePart>;
  },
) => {
  const body = await multipart(options.fields, options.files);
  return app.inject({
    method: options.method,
    url: options.url,
    headers: { ...body.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: body.payload,
  });
};

/** How many manufacturers and users exist: a refused write must leave both unchanged. */
export const rowCounts = async (db: Database) => {
  const [m] = await db.select({ n: count() }).from(manufacturers);
  const [u] = await db.select({ n: count() }).from(users);
  return { manufacturers: m?.n ?? 0, users: u?.n ?? 0 };
};

/** Every stored upload (finished or not) under DATA_DIR/uploads. */
export const storedFiles = async (dataDir: string): Promise<string[]> => {
  const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
};
