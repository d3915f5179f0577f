import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;

/** Emails are unique whatever their case. */
export const emailEquals = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export const findUserById = async (db: Queryable, id: number): Promise<UserRecord | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

export const findUserByMobile = async (db: Queryable, mobile: string): Promise<UserRecord | undefined> =>
  (await db.select().from(users).where(eq(users.mobile, mobile)))[0];

/** A login identifier is an email (any case) or a mobile number. */
export const findUserByIdentifier = async (
  db: Queryable,
  identifier: string,
): Promise<UserRecord | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(identifier.includes('@') ? emailEquals(identifier) : eq(users.mobile, identifier))
  )[0];
