import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { otpCodes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../errors';
import { createThrottle, type ThrottleRule } from './throttle';

export type OtpPurpose = 'login' | 'reset';

export const OTP_VALID_MINUTES = 5;
const OTP_VALID_MS = OTP_VALID_MINUTES * 60_000;
/** Tries per code; the next try is refused even with the right code. */
const MAX_TRIES = 5;
const RESEND_GAP_MS = 30_000;
const SENDS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** Sends per client address across mobiles (stops one client texting every number). */
export const OTP_SEND_ADDRESS_RULE: ThrottleRule = { limit: 30, windowMs: HOUR_MS };
/** Code checks per client address across mobiles (stops guessing spread over many codes). */
export const OTP_CHECK_ADDRESS_RULE: ThrottleRule = { limit: 100, windowMs: 15 * 60_000 };

export const OTP_WRONG = 'Invalid OTP';
export const OTP_EXPIRED = 'This OTP has expired or was already used. Please request a new one.';
export const OTP_LOCKED = 'Too many wrong attempts. Please request a new OTP.';

const secondsUntil = (instant: number, now: number) => Math.max(1, Math.ceil((instant - now) / 1000));

const waitMessage = (seconds: number) =>
  seconds < 120
    ? `Too many OTP requests. Try again in ${seconds} seconds.`
    : `Too many OTP requests. Try again in ${Math.ceil(seconds / 60)} minutes.`;

export type OtpCodes = ReturnType<typeof createOtpCodes>;

/** Six-digit codes kept hashed in the database, so every server instance sees the same state. */
export const createOtpCodes = (db: Database, hmacKey: string, clock: Clock) => {
  const throttle = createThrottle(db, clock);
  const assertAddressMay = async (action: 'send' | 'check', address: string, rule: ThrottleRule) => {
    const take = await throttle.take(`otp:${action}:address:${address}`, rule);
    if (!take.allowed) throw tooManyRequests(waitMessage(Math.max(1, Math.ceil(take.retryAfterMs / 1000))));
  };
  const digest = (mobile: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', hmacKey).update(`${purpose}:${mobile}:${code}`).digest('base64url');

  /** Refuses a send within 30 s of the last one, or past 10 in the last hour, naming when to retry. */
  const assertMaySend = async (tx: Queryable, mobile: string, now: Date) => {
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(otpCodes.createdAt));
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_GAP_MS) {
      throw tooManyRequests(
        waitMessage(secondsUntil(latest.createdAt.getTime() + RESEND_GAP_MS, now.getTime())),
      );
    }
    const oldestCounted = recent[SENDS_PER_HOUR - 1];
    if (oldestCounted) {
      throw tooManyRequests(
        waitMessage(secondsUntil(oldestCounted.createdAt.getTime() + HOUR_MS, now.getTime())),
      );
    }
  };

  return {
    /** Stores a new code for the mobile (replacing any earlier one of that purpose) and returns it. */
    async issue(mobile: string, purpose: OtpPurpose, address: string): Promise<string> {
      await assertAddressMay('send', address, OTP_SEND_ADDRESS_RULE);
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const now = clock();
      await db.transaction(async (tx) => {
        await lockForTransaction(tx, `otp:${mobile}`);
        await assertMaySend(tx, mobile, now);
        await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(
            and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
          );
        await tx.insert(otpCodes).values({
          mobile,
          purpose,
          codeHash: digest(mobile, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_VALID_MS),
        });
        // Rows older than the throttle window are no longer needed by anybody.
        await tx.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS)));
      });
      return code;
    },

    /**
     * Checks a code and counts the try (kept even when the answer is an error). Returns the code's
     * id for `consume`; throws 400 when it is wrong, expired, used or out of tries.
     */
    async check(mobile: string, purpose: OtpPurpose, code: string, address: string): Promise<number> {
      await assertAddressMay('check', address, OTP_CHECK_ADDRESS_RULE);
      const now = clock();
      const [latest] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!latest || latest.expiresAt <= now) throw badRequest(OTP_EXPIRED);
      const counted = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, MAX_TRIES), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (counted.length === 0) throw badRequest(OTP_LOCKED);
      const given = Buffer.from(digest(mobile, purpose, code));
      if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) throw badRequest(OTP_WRONG);
      return latest.id;
    },

    /** Marks a checked code as used; only one caller can win. Use the transaction of the change it allows. */
    async consume(tx: Queryable, id: number): Promise<void> {
      const used = await tx
        .update(otpCodes)
        .set({ consumedAt: clock() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (used.length === 0) throw badRequest(OTP_EXPIRED);
    },
  };
};
