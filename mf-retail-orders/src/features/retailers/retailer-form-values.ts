import { RETAILER_TYPES, type Retailer, type RetailerCreate } from '@apparel/contracts';

/** What the retailer form holds: every text as typed, the type as chosen (null for none). */
export type RetailerFormValues = {
  name: string;
  address: string;
  state: string;
  city: string;
  pinCode: string;
  gstin: string;
  outletName: string;
  outletAddr: string;
  contactPerson: string;
  type: RetailerCreate['type'];
  user: { name: string; email: string; mobile: string; password: string };
};

export const toRetailerFormValues = (retailer?: Retailer): RetailerFormValues => ({
  name: retailer?.name ?? '',
  address: retailer?.address ?? '',
  state: retailer?.state ?? '',
  city: retailer?.city ?? '',
  pinCode: retailer?.pinCode ?? '',
  gstin: retailer?.gstin ?? '',
  outletName: retailer?.outletName ?? '',
  outletAddr: retailer?.outletAddr ?? '',
  contactPerson: retailer?.contactPerson ?? '',
  type: RETAILER_TYPES.find((type) => type === retailer?.type) ?? null,
  user: {
    name: retailer?.user.name ?? '',
    email: retailer?.user.email ?? '',
    mobile: retailer?.user.mobile ?? '',
    password: '',
  },
});
