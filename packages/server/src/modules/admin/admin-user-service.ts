import type { Admin, AdminCreate, AdminUpdate } from '@apparel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { assertContactsFree, rethrowContactConflict } from '../shared/user-contacts';

export const ADMIN_NOT_FOUND = 'Admin not found';
export const CONTACTS_FIXED = 'Email and mobile cannot be changed';

const adminColumns = { id: users.id, name: users.name, email: users.email, mobile: users.mobile };
const isAdmin = (id: number) => and(eq(users.id, id), eq(users.role, 'SUPER_ADMIN'));

export type AdminUserService = ReturnType<typeof createAdminUserService>;

/** The platform's admin users (role SUPER_ADMIN); only public fields ever leave this service. */
export const createAdminUserService = (db: Database) => {
  const read = async (id: number): Promise<Admin> => {
    const [admin] = await db.select(adminColumns).from(users).where(isAdmin(id));
    if (!admin) throw notFound(ADMIN_NOT_FOUND);
    return admin;
  };

  return {
    list: (): Promise<Admin[]> =>
      db.select(adminColumns).from(users).where(eq(users.role, 'SUPER_ADMIN')).orderBy(asc(users.id)),

    read,

    async create({ user }: AdminCreate): Promise<Admin> {
      await assertContactsFree(db, user);
      const passwordHash = await hashPassword(user.password);
      const [created] = await db
        .insert(users)
        .values({
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          passwordHash,
          role: 'SUPER_ADMIN',
        })
        .returning(adminColumns)
        .catch(rethrowContactConflict);
      if (!created) throw new Error('The admin was not created');
      return created;
    },

    /** Name and password change; email and mobile are fixed; a blank password keeps the current one. */
    async update(id: number, { user }: AdminUpdate): Promise<Admin> {
      const current = await read(id);
      if (user.email.toLowerCase() !== current.email.toLowerCase() || user.mobile !== current.mobile) {
        throw badRequest(CONTACTS_FIXED);
      }
      const passwordHash = user.password ? await hashPassword(user.password) : undefined;
      await db
        .update(users)
        // A new password ends the sessions signed with the old one.
        .set(
          passwordHash
            ? { name: user.name, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }
            : { name: user.name },
        )
        .where(isAdmin(id));
      return read(id);
    },
  };
};
