import {
  type Manufacturer,
  MSG,
  manufacturerCreateSchema,
  manufacturerUpdateSchema,
} from '@apparel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { manufacturers, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { deleteFilesQuietly, withStoredFiles } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import { releaseStoredFiles } from '../../storage/tracked-storage';
import { hashPassword } from '../auth/passwords';
import { parseForm } from '../shared/parse-form';
import { assertContactsFree, rethrowContactConflict } from '../shared/user-contacts';
import type { ManufacturerFormParts } from './manufacturer-form';
import { createManufacturerSearch } from './manufacturer-search';
import { findManufacturer } from './manufacturer-view';

export const MANUFACTURER_NOT_FOUND = 'Manufacturer not found';

type Deps = { db: Database; storage: FileStorage; log: FastifyBaseLogger };

export type ManufacturerService = ReturnType<typeof createManufacturerService>;

/** Manufacturers and their own login user, created and edited together by the super admin. */
export const createManufacturerService = ({ db, storage, log }: Deps) => {
  const read = async (id: number): Promise<Manufacturer> => {
    const manufacturer = await findManufacturer(db, storage, id);
    if (!manufacturer) throw notFound(MANUFACTURER_NOT_FOUND);
    return manufacturer;
  };

  /** The manufacturer's login user (the first MANUFACTURER user), if it has one. */
  const ownUserId = async (manufacturerId: number): Promise<number | undefined> => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.manufacturerId, manufacturerId), eq(users.role, 'MANUFACTURER')))
      .orderBy(asc(users.id))
      .limit(1);
    return user?.id;
  };

  return {
    search: createManufacturerSearch(db, storage),

    read,

    /** 404 before any part of a form is read (so nothing is stored for an unknown id). */
    async assertExists(id: number): Promise<void> {
      const [row] = await db
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(eq(manufacturers.id, id));
      if (!row) throw notFound(MANUFACTURER_NOT_FOUND);
    },

    /** Manufacturer and user in one transaction; if either fails neither exists and the logo is deleted. */
    create: (form: ManufacturerFormParts): Promise<Manufacturer> =>
      withStoredFiles(storage, [form.logo?.key], log, async () => {
        const { user, gstin, ...fields } = parseForm(manufacturerCreateSchema, form.body);
        await assertContactsFree(db, user);
        const passwordHash = await hashPassword(user.password);
        const id = await db
          .transaction(async (tx) => {
            const [created] = await tx
              .insert(manufacturers)
              .values({ ...fields, gstin: gstin || null, logo: form.logo?.key ?? null })
              .returning({ id: manufacturers.id });
            if (!created) throw new Error('The manufacturer was not created');
            await tx.insert(users).values({
              name: user.name,
              email: user.email,
              mobile: user.mobile,
              passwordHash,
              role: 'MANUFACTURER',
              manufacturerId: created.id,
            });
            return created.id;
          })
          .catch(rethrowContactConflict);
        return read(id);
      }),

    /**
     * A blank password keeps the current one; no logo part keeps the current logo, a new one replaces
     * it and the old file is deleted once the change is committed.
     */
    update: (id: number, form: ManufacturerFormParts): Promise<Manufacturer> =>
      withStoredFiles(storage, [form.logo?.key], log, async () => {
        const { user, gstin, ...fields } = parseForm(manufacturerUpdateSchema, form.body);
        const [current] = await db
          .select({ logo: manufacturers.logo })
          .from(manufacturers)
          .where(eq(manufacturers.id, id));
        if (!current) throw notFound(MANUFACTURER_NOT_FOUND);
        const userId = await ownUserId(id);
        await assertContactsFree(db, user, userId);
        const passwordHash = user.password ? await hashPassword(user.password) : undefined;
        // A manufacturer without a login user gets one now, and a new user needs a password.
        if (userId === undefined && !passwordHash) throw badRequest(MSG.passwordTooShort);
        await db
          .transaction(async (tx) => {
            await tx
              .update(manufacturers)
              .set({ ...fields, gstin: gstin || null, ...(form.logo ? { logo: form.logo.key } : {}) })
              .where(eq(manufacturers.id, id));
            if (form.logo) await releaseStoredFiles(tx, [current.logo]);
            const contact = { name: user.name, email: user.email, mobile: user.mobile };
            if (userId === undefined) {
              await tx.insert(users).values({
                ...contact,
                passwordHash: passwordHash as string,
                role: 'MANUFACTURER',
                manufacturerId: id,
              });
            } else {
              await tx
                .update(users)
                // A new password ends the sessions signed with the old one.
                .set(
                  passwordHash
                    ? { ...contact, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }
                    : contact,
                )
                .where(eq(users.id, userId));
            }
          })
          .catch(rethrowContactConflict);
        if (form.logo && current.logo) await deleteFilesQuietly(storage, [current.logo], log);
        return read(id);
      }),
  };
};
