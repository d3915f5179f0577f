import { and, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { emailEquals } from './user-queries';

export const EMAIL_IN_USE = 'Email already in use';
export const MOBILE_IN_USE = 'Mobile already in use';

const conflict = (message: string) => new ApiError(409, message);

/**
 * Email (any case) and mobile belong to one user across all roles. Answers 409 naming the taken one;
 * `exceptUserId` leaves the user being edited out of the check.
 */
export const assertContactsFree = async (
  db: Queryable,
  contact: { email: string; mobile: string },
  exceptUserId?: number,
): Promise<void> => {
  const taken = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(
        or(emailEquals(contact.email), eq(users.mobile, contact.mobile)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(2);
  if (taken.length === 0) return;
  if (
    taken.some((user) => user.mobile === contact.mobile) &&
    !taken.some((user) => sameEmail(user, contact))
  ) {
    throw conflict(MOBILE_IN_USE);
  }
  throw conflict(EMAIL_IN_USE);
};

const sameEmail = (a: { email: string }, b: { email: string }) =>
  a.email.toLowerCase() === b.email.toLowerCase();

/** The PostgreSQL error under Drizzle's wrapper (both drivers put `code` and `constraint` on it). */
const databaseCause = (error: unknown): { code?: string; constraint?: string } | undefined => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e as { code?: string; constraint?: string };
  }
  return undefined;
};

/**
 * Two requests can pass `assertContactsFree` at the same time; the unique indexes then stop the
 * second one. This turns that into the same 409 as the check, and rethrows anything else.
 */
export const rethrowContactConflict = (error: unknown): never => {
  const cause = databaseCause(error);
  if (cause?.code === '23505' && cause.constraint === 'users_email_lower_unique')
    throw conflict(EMAIL_IN_USE);
  if (cause?.code === '23505' && cause.constraint === 'users_mobile_unique') throw conflict(MOBILE_IN_USE);
  throw error;
};
