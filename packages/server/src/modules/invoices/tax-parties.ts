import { gstStateCode } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { manufacturers, retailers, type TaxPartyRecord } from '../../db/schema';
import { ApiError } from '../../errors';

export const PROFILE_INCOMPLETE =
  'Complete My Profile before dispatching: a tax invoice needs your GSTIN, an Indian state and a PIN code';

/** A state code from the state's name, else from the GSTIN's first two digits. */
const stateCodeOf = (state: string, gstin: string | null): string | null =>
  gstStateCode(state) ?? (gstin && /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : null);

/** The manufacturer as supplier: GSTIN, state and PIN code are required for a tax invoice (409 otherwise). */
export const supplierOf = async (db: Queryable, manufacturerId: number): Promise<TaxPartyRecord> => {
  const [m] = await db.select().from(manufacturers).where(eq(manufacturers.id, manufacturerId));
  const stateCode = m ? stateCodeOf(m.state, m.gstin) : null;
  if (!m?.gstin || !m.pinCode || !stateCode) throw new ApiError(409, PROFILE_INCOMPLETE);
  return {
    name: m.name,
    address: m.address,
    city: m.city,
    state: m.state,
    stateCode,
    pinCode: m.pinCode,
    gstin: m.gstin.toUpperCase(),
  };
};

/** The retailer as recipient; without a GSTIN it is unregistered. Its state is the place of supply. */
export const recipientOf = async (db: Queryable, retailerId: number): Promise<TaxPartyRecord> => {
  const [r] = await db.select().from(retailers).where(eq(retailers.id, retailerId));
  if (!r) throw new ApiError(409, 'The order has no retailer to invoice');
  const gstin = r.gstin ? r.gstin.toUpperCase() : null;
  const stateCode = stateCodeOf(r.state, gstin);
  if (!stateCode)
    throw new ApiError(
      409,
      `Retailer ${r.name}: state "${r.state}" is not an Indian state or union territory; correct it on the retailer`,
    );
  return {
    name: r.name,
    address: r.address,
    city: r.city,
    state: r.state,
    stateCode,
    pinCode: r.pinCode,
    gstin,
    deliveryAddress: `${r.outletName}, ${r.outletAddr}`,
  };
};
