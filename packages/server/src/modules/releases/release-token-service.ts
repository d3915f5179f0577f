import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CreatedReleaseToken, ReleaseToken } from '@apparel/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseTokens } from '../../db/schema';
import { notFound } from '../../errors';

/** A release token's secret: `rt_` and 32 random bytes, base64url. */
const SECRET_PREFIX = 'rt_';
export const RELEASE_TOKEN_SHAPE = /^rt_[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

type Row = typeof releaseTokens.$inferSelect;

const toReleaseToken = (row: Row): ReleaseToken => ({
  id: row.id,
  remote: row.remote,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Whether `given` is the ops token of the environment (REGISTRY_OPS_TOKEN), in constant time. */
export const isOpsToken = (given: string, opsToken: string | undefined): boolean => {
  if (!opsToken) return false;
  const [a, b] = [hashOf(given), hashOf(opsToken)].map((hex) => Buffer.from(hex, 'hex')) as [Buffer, Buffer];
  return timingSafeEqual(a, b);
};

/** Per-remote release tokens (issue 22): created and revoked by a super admin, stored hashed. */
export const createReleaseTokenService = (db: Database) => ({
  async list(): Promise<ReleaseToken[]> {
    const rows = await db
      .select()
      .from(releaseTokens)
      .orderBy(desc(releaseTokens.createdAt), desc(releaseTokens.id));
    return rows.map(toReleaseToken);
  },

  /** A new token for one remote; its secret is answered this once and never kept. */
  async create(remote: string, createdBy: string): Promise<CreatedReleaseToken> {
    const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await db
      .insert(releaseTokens)
      .values({ remote, createdBy, secretHash: hashOf(secret) })
      .returning();
    if (!row) throw new Error('The release token was not created');
    return { ...toReleaseToken(row), secret };
  },

  async assertExists(id: number): Promise<void> {
    const [row] = await db
      .select({ id: releaseTokens.id })
      .from(releaseTokens)
      .where(eq(releaseTokens.id, id));
    if (!row) throw notFound('Release token not found');
  },

  /** Revokes a token (kept in the list with its revoke time); revoking twice is fine. */
  async revoke(id: number): Promise<void> {
    await db
      .update(releaseTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(releaseTokens.id, id), isNull(releaseTokens.revokedAt)));
  },

  /** The live token with this secret, its use recorded; null when unknown or revoked. */
  async use(secret: string): Promise<{ id: number; remote: string } | null> {
    if (!RELEASE_TOKEN_SHAPE.test(secret)) return null;
    const [row] = await db
      .update(releaseTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(releaseTokens.secretHash, hashOf(secret)), isNull(releaseTokens.revokedAt)))
      .returning({ id: releaseTokens.id, remote: releaseTokens.remote });
    return row ?? null;
  },
});

export type ReleaseTokenService = ReturnType<typeof createReleaseTokenService>;
