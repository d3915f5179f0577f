import type { Profile, ProfileUpdate } from '@apparel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { manufacturers, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth-guard';

const profileQuery = (db: Database) =>
  db
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      manufacturer: {
        name: manufacturers.name,
        address: manufacturers.address,
        city: manufacturers.city,
        state: manufacturers.state,
        gstin: manufacturers.gstin,
        pinCode: manufacturers.pinCode,
        invoicePrefix: manufacturers.invoicePrefix,
        gstQuarterlyFiler: manufacturers.gstQuarterlyFiler,
      },
    })
    .from(users)
    .leftJoin(manufacturers, eq(manufacturers.id, users.manufacturerId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_by_user');

export type ProfileService = ReturnType<typeof createProfileService>;

/** The caller's own account: name editable, email and mobile fixed; a manufacturer also edits its company. */
export const createProfileService = (db: Database) => {
  const profileOf = profileQuery(db);
  const readProfile = async (userId: number): Promise<Profile> => {
    const [profile] = await profileOf.execute({ userId });
    if (!profile) throw unauthorized();
    return profile;
  };

  return {
    read: (user: AuthenticatedUser) => readProfile(user.id),

    async update(user: AuthenticatedUser, change: ProfileUpdate): Promise<Profile> {
      const current = await readProfile(user.id);
      if (change.user.email.toLowerCase() !== current.email.toLowerCase()) {
        throw badRequest('Email cannot be changed');
      }
      if (change.user.mobile !== current.mobile) throw badRequest('Mobile number cannot be changed');
      const manufacturerId = user.role === 'MANUFACTURER' ? user.manufacturerId : null;
      if (change.manufacturer && manufacturerId === null) {
        throw badRequest('This account has no manufacturer profile');
      }
      await db.transaction(async (tx) => {
        await tx.update(users).set({ name: change.user.name }).where(eq(users.id, user.id));
        if (change.manufacturer && manufacturerId !== null) {
          const { name, address, city, state, gstin, pinCode, invoicePrefix, gstQuarterlyFiler } =
            change.manufacturer;
          // Absent invoice details keep what is stored (product.md's form sends none); blank clears them.
          const invoiceDetails = {
            ...(pinCode === undefined ? {} : { pinCode: pinCode || null }),
            ...(invoicePrefix === undefined ? {} : { invoicePrefix: invoicePrefix || null }),
            ...(gstQuarterlyFiler === undefined ? {} : { gstQuarterlyFiler }),
          };
          await tx
            .update(manufacturers)
            .set({ name, address, city, state, gstin: gstin || null, ...invoiceDetails })
            .where(eq(manufacturers.id, manufacturerId));
        }
      });
      return readProfile(user.id);
    },
  };
};
