import type { Retailer, RetailerLink } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { retailerLinks, retailers, users } from '../../db/schema';

/** The columns of a retailer with its user: the answer's allow-list (no password hash). */
export const retailerColumns = {
  id: retailers.id,
  name: retailers.name,
  address: retailers.address,
  state: retailers.state,
  city: retailers.city,
  gstin: retailers.gstin,
  outletName: retailers.outletName,
  outletAddr: retailers.outletAddr,
  contactPerson: retailers.contactPerson,
  type: retailers.type,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userMobile: users.mobile,
};

type RetailerRow = Omit<Retailer, 'user'> & {
  userId: number;
  userName: string;
  userEmail: string;
  userMobile: string;
};

export const toRetailer = ({
  userId,
  userName,
  userEmail,
  userMobile,
  ...retailer
}: RetailerRow): Retailer => ({
  ...retailer,
  user: { id: userId, name: userName, email: userEmail, mobile: userMobile },
});

/** Link records with their retailer and user, as GET /manufacturer/retailers answers them. */
export const selectLinks = (db: Queryable) =>
  db
    .select({ linkId: retailerLinks.id, status: retailerLinks.status, ...retailerColumns })
    .from(retailerLinks)
    .innerJoin(retailers, eq(retailers.id, retailerLinks.retailerId))
    .innerJoin(users, eq(users.id, retailers.userId));

export const toLink = ({
  linkId,
  status,
  ...row
}: RetailerRow & { linkId: number; status: RetailerLink['status'] }): RetailerLink => ({
  id: linkId,
  status,
  retailer: toRetailer(row),
});
