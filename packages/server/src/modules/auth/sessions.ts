import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { directPrepared } from '../../db/direct-prepared';
import { users } from '../../db/schema';
import type { AuthenticatedUser, SessionVerifier } from '../../plugins/auth-guard';
import type { TokenIssuer } from './tokens';
import { rememberVerifiedTokens } from './verified-tokens';

/**
 * Accepts a token only while its account exists and its token version is current. The account is
 * read from the database on every request (one prepared statement, no in-process cache of it), so a
 * password reset, role change or user removal ends the old sessions at once on every instance.
 * The token's signature check is remembered per token (verified-tokens.ts).
 */
export const createSessionVerifier = (db: Database, tokens: TokenIssuer, clock: Clock): SessionVerifier => {
  const signed = rememberVerifiedTokens(tokens, clock);
  // Runs on every authenticated request, so it is prepared once and run without Drizzle's layers.
  const sessionUser = directPrepared(
    db
      .select({
        id: users.id,
        role: users.role,
        manufacturerId: users.manufacturerId,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('session_user'),
  );
  return {
    async userForToken(token: string): Promise<AuthenticatedUser | null> {
      const subject = await signed.verify(token);
      if (!subject) return null;
      const [user] = await sessionUser.execute({ id: subject.userId });
      if (!user || user.tokenVersion !== subject.tokenVersion) return null;
      return { id: user.id, role: user.role, manufacturerId: user.manufacturerId };
    },
  };
};
