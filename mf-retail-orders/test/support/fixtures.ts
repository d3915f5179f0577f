import type { Retailer, RetailerLink } from '@apparel/contracts';

export const aRetailer = (overrides: Partial<Retailer> = {}): Retailer => ({
  id: 7,
  name: 'Sharma Garments',
  address: '14 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  gstin: null,
  outletName: 'Sharma Outlet',
  outletAddr: '15 MG Road',
  contactPerson: 'Anil Sharma',
  type: 'Retailer',
  user: { id: 31, name: 'Anil Sharma', email: 'anil@retail.test', mobile: '9110000001' },
  ...overrides,
});

export const aLink = (
  id: number,
  status: RetailerLink['status'],
  retailer: Partial<Retailer> = {},
): RetailerLink => ({
  id,
  status,
  retailer: aRetailer({ id: 100 + id, ...retailer }),
});
