import type { Retailer, RetailerCreate, RetailerUpdate } from '@apparel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { retailerLinks, retailers, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { assertContactsFree, rethrowContactConflict } from '../shared/user-contacts';
import { assertRetailerCapacity } from './retailer-capacity';
import { createLinkList } from './retailer-list';
import { retailerColumns, toRetailer } from './retailer-view';

export const RETAILER_NOT_FOUND = 'Retailer not found';
export const NOT_RETAILER_CREATOR =
  'Only the manufacturer that created this retailer can edit it; it is shared with other manufacturers';

export type RetailerService = ReturnType<typeof createRetailerService>;

const retailerRecord = (form: RetailerCreate | RetailerUpdate) => ({
  name: form.name,
  address: form.address,
  state: form.state,
  city: form.city,
  gstin: form.gstin || null,
  pinCode: form.pinCode || null,
  outletName: form.outletName,
  outletAddr: form.outletAddr,
  contactPerson: form.contactPerson,
  type: form.type ?? null,
});

/** A manufacturer's retailers: each reached through its link record with that manufacturer. */
export const createRetailerService = ({ db, clock }: { db: Database; clock: Clock }) => {
  /** The retailer as this manufacturer may see it (any link status), else 404. */
  const read = async (manufacturerId: number, retailerId: number, q: Queryable = db): Promise<Retailer> => {
    const [row] = await q
      .select(retailerColumns)
      .from(retailers)
      .innerJoin(users, eq(users.id, retailers.userId))
      .innerJoin(
        retailerLinks,
        and(eq(retailerLinks.retailerId, retailers.id), eq(retailerLinks.manufacturerId, manufacturerId)),
      )
      .where(eq(retailers.id, retailerId));
    if (!row) throw notFound(RETAILER_NOT_FOUND);
    return toRetailer(row);
  };

  /** 404 unless linked with this manufacturer; 403 unless this manufacturer created it. */
  const assertEditable = async (manufacturerId: number, retailerId: number) => {
    const [row] = await db
      .select({ createdBy: retailers.createdByManufacturerId })
      .from(retailers)
      .innerJoin(
        retailerLinks,
        and(eq(retailerLinks.retailerId, retailers.id), eq(retailerLinks.manufacturerId, manufacturerId)),
      )
      .where(eq(retailers.id, retailerId));
    if (!row) throw notFound(RETAILER_NOT_FOUND);
    if (row.createdBy !== manufacturerId) throw forbidden(NOT_RETAILER_CREATOR);
  };

  return {
    read,
    assertEditable,

    /** The link records of this manufacturer (newest first unless sorted), all or one page. */
    links: createLinkList(db, 'retailers', { sortBy: 'createdAt', sortOrder: 'desc' }),

    /** Retailer, its RETAILER user and an ACCEPTED link, in one transaction, within the subscription's limit. */
    async create(manufacturerId: number, form: RetailerCreate): Promise<Retailer> {
      await assertContactsFree(db, form.user);
      const passwordHash = await hashPassword(form.user.password);
      const retailerId = await db
        .transaction(async (tx) => {
          await assertRetailerCapacity(tx, manufacturerId, clock());
          const [user] = await tx
            .insert(users)
            .values({
              name: form.user.name,
              email: form.user.email,
              mobile: form.user.mobile,
              passwordHash,
              role: 'RETAILER',
            })
            .returning({ id: users.id });
          if (!user) throw new Error('The retailer user was not created');
          const [retailer] = await tx
            .insert(retailers)
            .values({ ...retailerRecord(form), userId: user.id, createdByManufacturerId: manufacturerId })
            .returning({ id: retailers.id });
          if (!retailer) throw new Error('The retailer was not created');
          await tx.insert(retailerLinks).values({
            retailerId: retailer.id,
            manufacturerId,
            status: 'ACCEPTED',
            decidedAt: clock(),
          });
          return retailer.id;
        })
        .catch(rethrowContactConflict);
      return read(manufacturerId, retailerId);
    },

    /** Edits retailer and user; a blank password keeps the current one (a new one ends old sessions). */
    async update(manufacturerId: number, retailerId: number, form: RetailerUpdate): Promise<Retailer> {
      await assertEditable(manufacturerId, retailerId);
      const current = await read(manufacturerId, retailerId);
      await assertContactsFree(db, form.user, current.user.id);
      const passwordHash = form.user.password ? await hashPassword(form.user.password) : undefined;
      const contact = { name: form.user.name, email: form.user.email, mobile: form.user.mobile };
      await db
        .transaction(async (tx) => {
          await tx
            .update(users)
            .set(
              passwordHash
                ? { ...contact, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }
                : contact,
            )
            .where(eq(users.id, current.user.id));
          await tx.update(retailers).set(retailerRecord(form)).where(eq(retailers.id, retailerId));
        })
        .catch(rethrowContactConflict);
      return read(manufacturerId, retailerId);
    },
  };
};
