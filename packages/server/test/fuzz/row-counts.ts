import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Throttle counters are written by refused requests on purpose (counting tries is their job). */
const COUNTERS = new Set(['throttle_buckets']);

/** The row count of every table of the app (one query), to prove a refused write changed nothing. */
export const rowCounter = async (db: Database) => {
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = rows.map((row) => row.table_name).filter((name) => !COUNTERS.has(name));
  const query = sql.raw(
    `select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
  return {
    tables,
    async count(): Promise<Record<string, number>> {
      const result = (await db.execute(query)) as unknown as { rows: Record<string, number>[] };
      return result.rows[0] ?? {};
    },
  };
};
