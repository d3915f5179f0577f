import { finished } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { Database } from './client';

/** Where `copyIn` writes: a table and the columns each line gives, in their order. */
export type CopyTarget = { table: string; columns: readonly string[] };

const NAME = /^[a-z_][a-z0-9_]*$/;
const copyColumns = ({ table, columns }: CopyTarget) => {
  for (const name of [table, ...columns])
    if (!NAME.test(name)) throw new Error(`Not a plain SQL name for COPY: ${name}`);
  return `${table} (${columns.join(', ')})`;
};

/**
 * Writes `lines` (COPY text format, `copy-text.ts`) into `target` with one `COPY ... FROM`, after
 * `prelude` (one statement without parameters, run first in the same round trip on PGlite, on the same
 * connection on PostgreSQL), outside any transaction: a COPY that fails writes none of its lines.
 * PostgreSQL reads them from the connection (`COPY ... FROM STDIN` through pg-copy-streams), PGlite
 * from the blob it is handed (`COPY ... FROM '/dev/blob'`).
 */
export const copyIn = async (
  db: Database,
  target: CopyTarget,
  lines: string,
  prelude?: string,
): Promise<void> => {
  const client = (db as unknown as { $client: unknown }).$client;
  const into = copyColumns(target);
  if (client instanceof PGlite) {
    const copy = `copy ${into} from '/dev/blob'`;
    await client.exec(prelude ? `${prelude};\n${copy}` : copy, { blob: new Blob([lines]) });
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    if (prelude) await connection.query(prelude);
    const copy = connection.query(copyStreams.from(`copy ${into} from stdin`));
    copy.end(lines);
    await finished(copy);
  } finally {
    // A connection that died went back to the pool already (`releasedWhenLost` in client.ts).
    connection.release();
  }
};
