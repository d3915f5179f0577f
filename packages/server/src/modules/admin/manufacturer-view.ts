import type { Manufacturer, PublicUser, Subscription } from '@apparel/contracts';
import { and, asc, eq, type Param, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { manufacturers, subscriptions, users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

export type ManufacturerRecord = typeof manufacturers.$inferSelect;

/** The columns of a manufacturer row plus its subscription (null when it never had one). */
export const manufacturerWithSubscription = {
  manufacturer: manufacturers,
  subscription: {
    startDate: subscriptions.startDate,
    endDate: subscriptions.endDate,
    productLimit: subscriptions.productLimit,
    retailerLimit: subscriptions.retailerLimit,
    isActive: subscriptions.isActive,
  },
};

export type ManufacturerRow = { manufacturer: ManufacturerRecord; subscription: Subscription | null };

/** The MANUFACTURER users of some manufacturers (public fields only, never the hash), oldest first. */
const manufacturerUsersQuery = (db: Queryable, ids: Param | Placeholder) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      manufacturerId: users.manufacturerId,
    })
    .from(users)
    // One array parameter (not one per id), so the statement is the same for every page.
    .where(and(sql`${users.manufacturerId} = any(${ids})`, eq(users.role, 'MANUFACTURER')))
    .orderBy(asc(users.id));

export const manufacturerUsersStatement = (db: Queryable, ids: number[]) =>
  manufacturerUsersQuery(db, sql.param(ids));

/** The same statement prepared once (the search runs it on every page). */
export const prepareManufacturerUsers = (db: Database) =>
  manufacturerUsersQuery(db, sql.placeholder('ids')).prepare('manufacturer_users');

export type ManufacturerUsers = (
  ids: number[],
) => Promise<(PublicUser & { manufacturerId: number | null })[]>;

/** The manufacturer's own login: its first MANUFACTURER user. */
const usersOfManufacturers = async (
  usersOf: ManufacturerUsers,
  ids: number[],
): Promise<Map<number, PublicUser>> => {
  const byManufacturer = new Map<number, PublicUser>();
  if (ids.length === 0) return byManufacturer;
  const rows = await usersOf(ids);
  for (const { manufacturerId, id, name, email, mobile } of rows) {
    if (manufacturerId !== null && !byManufacturer.has(manufacturerId))
      byManufacturer.set(manufacturerId, { id, name, email, mobile });
  }
  return byManufacturer;
};

/** The users of some manufacturers, read through `db` (any connection or transaction). */
export const manufacturerUsersOf =
  (db: Queryable): ManufacturerUsers =>
  (ids) =>
    manufacturerUsersStatement(db, ids);

/** Shapes rows as the API answers them: logo as a URL, user and subscription nested. */
export const toManufacturers = async (
  usersOf: ManufacturerUsers,
  storage: FileStorage,
  rows: ManufacturerRow[],
): Promise<Manufacturer[]> => {
  const usersById = await usersOfManufacturers(
    usersOf,
    rows.map((row) => row.manufacturer.id),
  );
  return rows.map(({ manufacturer: m, subscription }) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    address: m.address,
    state: m.state,
    city: m.city,
    gstin: m.gstin,
    logo: m.logo ? storage.url(m.logo) : null,
    createdAt: m.createdAt.toISOString(),
    user: usersById.get(m.id) ?? null,
    subscription,
  }));
};

/** One manufacturer as the API answers it, or undefined for an unknown id. */
export const findManufacturer = async (
  db: Queryable,
  storage: FileStorage,
  id: number,
): Promise<Manufacturer | undefined> => {
  const rows = await db
    .select(manufacturerWithSubscription)
    .from(manufacturers)
    .leftJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id))
    .where(eq(manufacturers.id, id));
  const [manufacturer] = await toManufacturers(manufacturerUsersOf(db), storage, rows);
  return manufacturer;
};
