import { ROLES } from '@apparel/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock';

/** What a token says about its holder; checked against the database on every request. */
export type TokenSubject = {
  userId: number;
  role: (typeof ROLES)[number];
  manufacturerId: number | null;
  tokenVersion: number;
};

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  mid: z.number().int().nullable(),
  tv: z.number().int().min(0),
});

export type TokenIssuer = {
  sign(subject: TokenSubject): Promise<string>;
  /** The subject of a valid, unexpired HS256 token; null for anything else. */
  verify(token: string): Promise<TokenSubject | null>;
};

export const createTokenIssuer = async (
  secret: string,
  ttlSeconds: number,
  clock: Clock,
): Promise<TokenIssuer> => {
  // Imported once: handing jose the raw bytes would import the key again on every request.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign({ userId, role, manufacturerId, tokenVersion }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ role, mid: manufacturerId, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock(),
          // A token without an expiry would never end: refused.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = claimsSchema.parse(payload);
        return {
          userId: Number(claims.sub),
          role: claims.role,
          manufacturerId: claims.mid,
          tokenVersion: claims.tv,
        };
      } catch {
        return null;
      }
    },
  };
};
