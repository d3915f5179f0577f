import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits, well above the 128 product.md §17 asks), never derived from ids. */
const TOKEN_BYTES = 32;

/** A new link token: base64url of fresh random bytes (43 characters). */
export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * What the table keeps of a token: its SHA-256 (hex). A stolen table opens no link, and a lookup is an
 * index probe on the hash; 256 random bits need no salt or slow hash (nothing to guess from).
 */
export const shareTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Only base64url text of a token's length is worth a lookup; anything else is simply unknown. */
export const looksLikeShareToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
