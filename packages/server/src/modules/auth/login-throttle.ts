import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { createThrottle, type ThrottleRule } from './throttle';

const WINDOW_MS = 15 * 60_000;
/** Password checks per identifier: an account's email, its mobile, or an identifier that names no account. */
export const ACCOUNT_RULE: ThrottleRule = { limit: 10, windowMs: WINDOW_MS };
/** Failed password checks per client address, whatever identifiers it tries (stops spraying). */
export const ADDRESS_RULE: ThrottleRule = { limit: 50, windowMs: WINDOW_MS };

/** One spelling per identifier: emails are compared lower-cased. */
export const identifierKey = (identifier: string) => identifier.trim().toLowerCase();

type IdentifierKind = 'email' | 'mobile';
const kindOf = (identifier: string): IdentifierKind => (identifier.includes('@') ? 'email' : 'mobile');
/**
 * An account's email and its mobile count apart: were they one bucket, the 11th try (5 by email, 5
 * by mobile) would answer 429 for one account but 401 for two, telling whether they belong together.
 */
const accountBucket = (userId: number, kind: IdentifierKind) => `login:account:${userId}:${kind}`;

const refusal = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return tooManyRequests(
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

const accountBuckets = (userId: number) => [accountBucket(userId, 'email'), accountBucket(userId, 'mobile')];

/** A counted login try: call `succeeded` when the password matched. */
export type LoginAttempt = { succeeded(): Promise<void> };

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Password logins: every try is counted BEFORE the password is checked, atomically, in the bucket of
 * the identifier (the account's email or mobile, or the identifier itself when it names no account)
 * and in the client address's bucket. Past 10 tries per identifier or 50 per address in 15 minutes
 * the answer is 429 and no password is checked. A successful login empties both of its account's
 * buckets and gives the address its try back.
 */
export const createLoginThrottle = (db: Database, clock: Clock) => {
  const throttle = createThrottle(db, clock);
  return {
    async begin(identifier: string, userId: number | undefined, address: string): Promise<LoginAttempt> {
      const subject =
        userId === undefined
          ? `login:identifier:${identifierKey(identifier)}`
          : accountBucket(userId, kindOf(identifier));
      const fromAddress = `login:address:${address}`;
      const byAddress = await throttle.take(fromAddress, ADDRESS_RULE);
      if (!byAddress.allowed) throw refusal(byAddress.retryAfterMs);
      const bySubject = await throttle.take(subject, ACCOUNT_RULE);
      if (!bySubject.allowed) {
        // Refused before any check: it must not use up the address's allowance for other accounts.
        await throttle.refund(fromAddress);
        throw refusal(bySubject.retryAfterMs);
      }
      return {
        async succeeded() {
          if (userId !== undefined) await throttle.reset(db, accountBuckets(userId));
          await throttle.refund(fromAddress);
        },
      };
    },

    /** Forgets the failures of an account (after a password reset). */
    async clearAccount(tx: Queryable, userId: number): Promise<void> {
      await throttle.reset(tx, accountBuckets(userId));
    },
  };
};
