import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding a dump of the migrated template; PostgreSQL: the template's name. */
    templateDatabase: string;
  }
}

/** The admin URL with another database name in its path. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A connection to DATABASE_URL's server, and the name and URL of a new database `prefix_<random>` on it. */
export const adminConnection = async (prefix: string) => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'The server-postgres tests need DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  return { admin, name, url: databaseUrl(adminUrl, name) };
};

/**
 * Vitest global setup of the server projects: migrates one template database before any test file
 * runs, and each file's database starts as a copy of it (test-database.ts). A file then pays for a
 * copy (PGlite: loading a dump, 1.5 s; PostgreSQL: CREATE DATABASE ... TEMPLATE) instead of PGlite's
 * initdb and every migration (5 to 10 s on this machine).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.SERVER_TEST_DB !== 'postgres') {
    const folder = await mkdtemp(join(tmpdir(), 'apparel-template-'));
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    const dump = await database.dump?.();
    await database.close();
    if (!dump) throw new Error('PGlite could not dump the template database');
    const file = join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('templateDatabase', file);
    return () => rm(folder, { recursive: true, force: true });
  }
  const { admin, name, url } = await adminConnection('t_template');
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
