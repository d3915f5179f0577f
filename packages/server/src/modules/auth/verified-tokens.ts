import type { Clock } from '../../clock';
import type { TokenIssuer, TokenSubject } from './tokens';

/** Enough for every session of a busy day; the oldest entry makes room for a new one. */
const DEFAULT_CAPACITY = 10_000;

type Verified = { subject: TokenSubject; expiresAt: number };

/** The `exp` claim (seconds) of a token whose signature has already been checked; undefined if absent. */
const expiryOf = (token: string): number | undefined => {
  const payload = token.split('.')[1] ?? '';
  const { exp, nbf } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    exp?: unknown;
    nbf?: unknown;
  };
  // A token with a not-before claim is never remembered: every use goes through the full check.
  return typeof exp === 'number' && nbf === undefined ? exp : undefined;
};

/**
 * `tokens.verify` remembered per token string until the token's own `exp`. A token's signature and
 * claims never change, so a second check of the same string can only give the same answer until it
 * expires; checking the HMAC (WebCrypto, an async job per call) was a fifth of each authenticated
 * request's CPU time. Only what the signature proves is remembered: whether the account still
 * exists and its token version is current is asked of the database on every request
 * (sessions.ts), so a password reset, role change or removal still takes effect at once.
 * Refused tokens and tokens without `exp` are not remembered.
 */
export const rememberVerifiedTokens = (
  tokens: TokenIssuer,
  clock: Clock,
  capacity = DEFAULT_CAPACITY,
): Pick<TokenIssuer, 'verify'> => {
  const verified = new Map<string, Verified>();
  return {
    async verify(token) {
      const nowSeconds = clock().getTime() / 1000;
      const known = verified.get(token);
      if (known) {
        if (nowSeconds < known.expiresAt) return known.subject;
        verified.delete(token);
      }
      const subject = await tokens.verify(token);
      if (!subject) return null;
      const expiresAt = expiryOf(token);
      if (expiresAt === undefined) return subject;
      if (verified.size >= capacity) verified.delete(verified.keys().next().value as string);
      verified.set(token, { subject, expiresAt });
      return subject;
    },
  };
};
