import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';
import { adminConnection } from './template-database';

/** `url`: the PostgreSQL database's URL (a second connection, as a second instance opens it); unset on PGlite. */
export type TestDatabase = { database: DatabaseConnection; url?: string; drop(): Promise<void> };

/** The migrated template's dump, read once per worker (template-database.ts made it). */
let pgliteTemplate: Promise<Blob> | undefined;
const readPgliteTemplate = () => {
  pgliteTemplate ??= readFile(inject('templateDatabase')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
};

/** Two files asking for a copy at once: PostgreSQL refuses while the template is being copied. */
const TEMPLATE_BUSY = /is being accessed by other users/;

/**
 * A database of its own for one test file, on the driver the vitest project names: a copy of the
 * migrated template, so `migrate()` finds nothing left to apply.
 */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  if (process.env.SERVER_TEST_DB !== 'postgres') {
    const database = await openDatabase({ driver: 'pglite', from: await readPgliteTemplate() });
    return { database, drop: async () => {} };
  }
  const { admin, name, url } = await adminConnection('t');
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
      break;
    } catch (error) {
      if (attempt === 20 || !TEMPLATE_BUSY.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
