import {
  type LinkableManufacturer,
  type LinkDecision,
  type RetailerLink,
  type RetailerLinkRequest,
  todayInIndia,
} from '@apparel/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { manufacturers, retailerLinks, retailers, subscriptions } from '../../db/schema';
import { subscriptionActiveOn } from '../../db/subscription-rule';
import { ApiError, notFound } from '../../errors';
import { assertRetailerCapacity } from './retailer-capacity';
import { selectLinks, toLink } from './retailer-view';

export const REQUEST_NOT_FOUND = 'Retailer request not found';
export const REQUEST_DECIDED = 'Only a pending request can be accepted or rejected';
export const MANUFACTURER_NOT_FOUND = 'Manufacturer not found';
export const ALREADY_ASKED = 'You have already asked this manufacturer for a link';
export const ALREADY_LINKED = 'You are already linked with this manufacturer';
export const NOT_A_RETAILER = 'Retailer not found';

export type LinkService = ReturnType<typeof createLinkService>;

/** Link requests: the manufacturer decides pending ones; a retailer asks and follows its own. */
export const createLinkService = ({ db, clock }: { db: Database; clock: Clock }) => {
  const assertOwnRequest = async (manufacturerId: number, linkId: number) => {
    const [link] = await db
      .select({ id: retailerLinks.id })
      .from(retailerLinks)
      .where(and(eq(retailerLinks.id, linkId), eq(retailerLinks.manufacturerId, manufacturerId)));
    if (!link) throw notFound(REQUEST_NOT_FOUND);
  };

  const retailerIdOfUser = async (userId: number): Promise<number> => {
    const [retailer] = await db
      .select({ id: retailers.id })
      .from(retailers)
      .where(eq(retailers.userId, userId));
    if (!retailer) throw notFound(NOT_A_RETAILER);
    return retailer.id;
  };

  const readOwnLink = async (retailerId: number, manufacturerId: number): Promise<RetailerLinkRequest> => {
    const [row] = await db
      .select({
        id: retailerLinks.id,
        status: retailerLinks.status,
        createdAt: retailerLinks.createdAt,
        manufacturerId: manufacturers.id,
        manufacturerName: manufacturers.name,
      })
      .from(retailerLinks)
      .innerJoin(manufacturers, eq(manufacturers.id, retailerLinks.manufacturerId))
      .where(and(eq(retailerLinks.retailerId, retailerId), eq(retailerLinks.manufacturerId, manufacturerId)));
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      manufacturer: { id: row.manufacturerId, name: row.manufacturerName },
    };
  };

  return {
    assertOwnRequest,

    /** The PENDING links of this manufacturer, oldest first (first asked, first answered). */
    async pending(manufacturerId: number): Promise<RetailerLink[]> {
      const rows = await selectLinks(db)
        .where(and(eq(retailerLinks.manufacturerId, manufacturerId), eq(retailerLinks.status, 'PENDING')))
        .orderBy(asc(retailerLinks.createdAt), asc(retailerLinks.id));
      return rows.map(toLink);
    },

    /** PENDING to ACCEPTED (within the subscription's limit) or REJECTED; anything else is 409. */
    async decide(manufacturerId: number, linkId: number, { status }: LinkDecision): Promise<RetailerLink> {
      await db.transaction(async (tx) => {
        const [link] = await tx
          .select({ status: retailerLinks.status })
          .from(retailerLinks)
          .where(and(eq(retailerLinks.id, linkId), eq(retailerLinks.manufacturerId, manufacturerId)))
          .for('update');
        if (!link) throw notFound(REQUEST_NOT_FOUND);
        if (link.status !== 'PENDING') throw new ApiError(409, REQUEST_DECIDED);
        // Accepting locks the subscription, so concurrent accepts queue up there and count each other.
        if (status === 'ACCEPTED') await assertRetailerCapacity(tx, manufacturerId, clock());
        await tx
          .update(retailerLinks)
          .set({ status, decidedAt: clock() })
          .where(eq(retailerLinks.id, linkId));
      });
      const [row] = await selectLinks(db).where(eq(retailerLinks.id, linkId));
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      return toLink(row);
    },

    /** For a RETAILER: the manufacturers it may ask, by name. */
    linkableManufacturers: (): Promise<LinkableManufacturer[]> =>
      db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          city: manufacturers.city,
          state: manufacturers.state,
        })
        .from(manufacturers)
        .innerJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id))
        .where(subscriptionActiveOn(todayInIndia(clock())))
        .orderBy(asc(manufacturers.name), asc(manufacturers.id)),

    /** For a RETAILER: its links, newest first. */
    async ownLinks(userId: number): Promise<RetailerLinkRequest[]> {
      const retailerId = await retailerIdOfUser(userId);
      const rows = await db
        .select({
          id: retailerLinks.id,
          status: retailerLinks.status,
          createdAt: retailerLinks.createdAt,
          manufacturerId: manufacturers.id,
          manufacturerName: manufacturers.name,
        })
        .from(retailerLinks)
        .innerJoin(manufacturers, eq(manufacturers.id, retailerLinks.manufacturerId))
        .where(eq(retailerLinks.retailerId, retailerId))
        .orderBy(desc(retailerLinks.createdAt), desc(retailerLinks.id));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        manufacturer: { id: row.manufacturerId, name: row.manufacturerName },
      }));
    },

    /**
     * For a RETAILER: asks a manufacturer for a link. A REJECTED link may be asked again (it turns
     * PENDING); a PENDING or ACCEPTED one answers 409. One statement, so two asks cannot both win.
     */
    async ask(userId: number, manufacturerId: number): Promise<RetailerLinkRequest> {
      const retailerId = await retailerIdOfUser(userId);
      const [target] = await db
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .innerJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id))
        .where(and(eq(manufacturers.id, manufacturerId), subscriptionActiveOn(todayInIndia(clock()))));
      if (!target) throw notFound(MANUFACTURER_NOT_FOUND);
      const now = clock();
      const [asked] = await db
        .insert(retailerLinks)
        .values({ retailerId, manufacturerId, status: 'PENDING', decidedAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: [retailerLinks.manufacturerId, retailerLinks.retailerId],
          set: { status: 'PENDING', decidedAt: now, createdAt: now },
          setWhere: eq(retailerLinks.status, 'REJECTED'),
        })
        .returning({ id: retailerLinks.id });
      if (!asked) {
        const existing = await readOwnLink(retailerId, manufacturerId);
        throw new ApiError(409, existing.status === 'ACCEPTED' ? ALREADY_LINKED : ALREADY_ASKED);
      }
      return readOwnLink(retailerId, manufacturerId);
    },
  };
};
