import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * Serialises transactions that share a key (e.g. every OTP send for one mobile) until the
 * transaction ends, across all server instances on the same database.
 */
export const lockForTransaction = async (tx: Transaction, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};
