import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from './client';
import { appSettings } from './schema';

/**
 * Reads a random secret (base64url, 32 bytes) kept in app_settings, creating it on first use.
 * Insert-if-absent then read, so instances starting together all end up with the same value.
 */
export const loadOrCreateSecret = async (db: Queryable, key: string): Promise<string> => {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
};
