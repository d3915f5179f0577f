import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** The rows of a raw SQL query; both drivers answer `{ rows }`. Numeric and bigint columns may come as text. */
export const queryRows = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
