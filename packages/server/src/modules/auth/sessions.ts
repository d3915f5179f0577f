import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthenticatedUser, SessionVerifier } from '../../plugins/auth-guard';
import type { TokenIssuer } from './tokens';

/** Accepts a token only while its account exists and its token version is current. */
export const createSessionVerifier = (db: Database, tokens: TokenIssuer): SessionVerifier => {
  // Runs on every authenticated request, so it is prepared once.
  const sessionUser = db
    .select({
      id: users.id,
      role: users.role,
      manufacturerId: users.manufacturerId,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
  return {
    async userForToken(token: string): Promise<AuthenticatedUser | null> {
      const subject = await tokens.verify(token);
      if (!subject) return null;
      const [user] = await sessionUser.execute({ id: subject.userId });
      if (!user || user.tokenVersion !== subject.tokenVersion) return null;
      return { id: user.id, role: user.role, manufacturerId: user.manufacturerId };
    },
  };
};
