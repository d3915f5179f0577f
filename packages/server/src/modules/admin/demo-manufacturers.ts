import { todayInIndia } from '@apparel/contracts';
import type { Queryable } from '../../db/client';
import { manufacturers, subscriptions, users } from '../../db/schema';

type DemoSubscription = 'active' | 'expired' | 'switched-off' | 'none';

type DemoManufacturer = {
  name: string;
  description: string;
  address: string;
  state: string;
  city: string;
  gstin: string | null;
  subscription: DemoSubscription;
  user: { name: string; email: string; mobile: string };
};

/** Several states and every subscription situation the list shows (Active or inactive). */
const DEMO_MANUFACTURERS: DemoManufacturer[] = [
  {
    name: 'Kanchi Silk Weavers',
    description: 'Handloom silk sarees and dress material.',
    address: '45 Gandhi Road',
    state: 'Tamil Nadu',
    city: 'Kanchipuram',
    gstin: '33AAACK1234A1ZH',
    subscription: 'active',
    user: { name: 'Meena Sundaram', email: 'meena@kanchisilk.example.com', mobile: '9700000101' },
  },
  {
    name: 'Jaipur Block Prints',
    description: 'Hand block printed cotton kurtas and bedsheets.',
    address: '8 Sanganer Industrial Area',
    state: 'Rajasthan',
    city: 'Jaipur',
    gstin: '08AAACJ5678B1ZL',
    subscription: 'active',
    user: { name: 'Arjun Mehra', email: 'arjun@jaipurblock.example.com', mobile: '9700000102' },
  },
  {
    name: 'Tiruppur Knitwear Exports',
    description: 'Cotton knit T-shirts, innerwear and babywear.',
    address: '112 Avinashi Road',
    state: 'Tamil Nadu',
    city: 'Tiruppur',
    gstin: null,
    subscription: 'expired',
    user: { name: 'Karthik Raja', email: 'karthik@tiruppurknit.example.com', mobile: '9700000103' },
  },
  {
    name: 'Ludhiana Woollens',
    description: 'Sweaters, shawls and winter wear.',
    address: '27 Focal Point Phase 4',
    state: 'Punjab',
    city: 'Ludhiana',
    gstin: '03AAACL9012C1Z7',
    subscription: 'none',
    user: { name: 'Harpreet Kaur', email: 'harpreet@ludhianawool.example.com', mobile: '9700000104' },
  },
  {
    name: 'Surat Synthetics',
    description: 'Printed polyester and georgette fabrics.',
    address: '3 Ring Road Textile Market',
    state: 'Gujarat',
    city: 'Surat',
    gstin: '24AAACS3456D1ZQ',
    subscription: 'switched-off',
    user: { name: 'Nirav Patel', email: 'nirav@suratsynthetics.example.com', mobile: '9700000105' },
  },
  {
    name: 'Kolkata Cotton Mills',
    description: 'Tant sarees, dhotis and cotton shirting.',
    address: '19 Burrabazar Lane',
    state: 'West Bengal',
    city: 'Kolkata',
    gstin: null,
    subscription: 'active',
    user: { name: 'Sourav Das', email: 'sourav@kolkatacotton.example.com', mobile: '9700000106' },
  },
  {
    name: 'Bengaluru Denim Works',
    description: 'Jeans, jackets and denim shirts.',
    address: '56 Peenya Industrial Estate',
    state: 'Karnataka',
    city: 'Bengaluru',
    gstin: '29AAACB7890E1ZH',
    subscription: 'none',
    user: { name: 'Divya Rao', email: 'divya@bengaluru-denim.example.com', mobile: '9700000107' },
  },
];

const DAY_MS = 86_400_000;

/** A calendar date moved by whole days. */
const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const subscriptionDates = (kind: DemoSubscription, today: string) =>
  kind === 'expired'
    ? { startDate: addDays(today, -400), endDate: addDays(today, -35), isActive: true }
    : { startDate: addDays(today, -30), endDate: addDays(today, 335), isActive: kind === 'active' };

/**
 * Adds the demo manufacturers (embedded default only), each with its own login user sharing the demo
 * password. An entry whose email or mobile equals a configured account (ADMIN_* / DEMO_*) is left out.
 */
export const insertDemoManufacturers = async (
  tx: Queryable,
  options: { passwordHash: string; now: Date; reserved: { email: string; mobile: string }[] },
): Promise<number> => {
  const today = todayInIndia(options.now);
  const taken = (user: DemoManufacturer['user']) =>
    options.reserved.some((r) => r.email.toLowerCase() === user.email || r.mobile === user.mobile);
  const entries = DEMO_MANUFACTURERS.filter((entry) => !taken(entry.user));
  for (const [index, { subscription, user, ...fields }] of entries.entries()) {
    // Spread over the past weeks so the default sort (newest first) has something to show.
    const createdAt = new Date(options.now.getTime() - (entries.length - index) * 3 * DAY_MS);
    const [manufacturer] = await tx
      .insert(manufacturers)
      .values({ ...fields, createdAt, updatedAt: createdAt })
      .returning({ id: manufacturers.id });
    if (!manufacturer) throw new Error(`The demo manufacturer ${fields.name} was not created`);
    await tx.insert(users).values({
      ...user,
      passwordHash: options.passwordHash,
      role: 'MANUFACTURER',
      manufacturerId: manufacturer.id,
    });
    if (subscription !== 'none') {
      await tx.insert(subscriptions).values({
        manufacturerId: manufacturer.id,
        ...subscriptionDates(subscription, today),
        productLimit: 200,
        retailerLimit: 25,
      });
    }
  }
  return entries.length;
};
