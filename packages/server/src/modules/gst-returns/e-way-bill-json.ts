import { paiseToRupees } from '@apparel/contracts';
import type { TaxPartyRecord } from '../../db/schema';
import { addHeads, noHeads, type ReturnDocument, type TaxHeads } from './return-documents';

/** The NIC e-way bill portal's bulk generation JSON version the file says it follows. */
export const E_WAY_BILL_JSON_VERSION = '1.0.0621';

/** A consignment as the e-way bill needs it (transport is Part B; the distance is Part A's). */
export type Consignment = {
  id: number;
  date: string;
  transporter: string;
  lrNumber: string;
  vehicleNumber: string;
  distanceKm: number | null;
};

/** The pieces of one bill and the data it still lacks, each named for the person who can add it. */
export type EWayBillDraft = { bill: EWayBill; problems: string[] };

const money = paiseToRupees;
/** DD/MM/YYYY, as the e-way bill portal's dates read. */
const portalDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** The portal refuses some characters in text fields and limits their length. */
const portalText = (value: string, max: number) =>
  value.replace(/["\\]/g, "'").replace(/\s+/g, ' ').trim().slice(0, max);

const party = (prefix: 'from' | 'to', p: TaxPartyRecord, pinCode: string | null) => ({
  [`${prefix}Gstin`]: p.gstin ?? 'URP',
  [`${prefix}TrdName`]: portalText(p.name, 100),
  [`${prefix}Addr1`]: portalText(p.address, 120),
  [`${prefix}Addr2`]: '',
  [`${prefix}Place`]: portalText(p.city, 50),
  [`${prefix}Pincode`]: pinCode ? Number(pinCode) : 0,
  [`${prefix}StateCode`]: Number(p.stateCode),
  [prefix === 'from' ? 'actualFromStateCode' : 'actualToStateCode']: Number(p.stateCode),
});

/** HSN-wise items: the invoice's lines summed per HSN and rate, in HSN then rate order. */
const hsnItems = (invoice: ReturnDocument) => {
  const groups = new Map<
    string,
    { hsn: string; name: string; rate: number; quantity: number; heads: TaxHeads }
  >();
  for (const line of invoice.lines) {
    const key = `${line.hsn}|${String(line.rateBasisPoints).padStart(6, '0')}`;
    const group = groups.get(key) ?? {
      hsn: line.hsn,
      name: line.description,
      rate: line.rateBasisPoints,
      quantity: 0,
      heads: noHeads(),
    };
    group.quantity += line.quantity;
    addHeads(group.heads, line);
    groups.set(key, group);
  }
  return [...groups.keys()]
    .sort()
    .map((key) => groups.get(key) as NonNullable<ReturnType<typeof groups.get>>);
};

/**
 * One bill of the NIC portal's bulk upload (`billLists` entry): outward supply (O), sub-type Supply
 * (1), a tax invoice (INV), regular transaction (1), by road (1) in a regular vehicle (R). Values are
 * the invoice's own figures; the round-off goes in `OthValue` so the parts add up to `totInvValue`.
 */
export const eWayBillOf = (
  invoice: ReturnDocument,
  consignment: Consignment,
  retailerPinCode: string | null,
): EWayBillDraft => {
  const toPin = invoice.recipient.pinCode ?? retailerPinCode;
  const problems: string[] = [];
  if (!toPin) problems.push(`Retailer ${invoice.recipient.name} has no PIN code`);
  if (consignment.distanceKm === null)
    problems.push(`The dispatch of invoice ${invoice.number} has no approximate distance`);
  const intra = invoice.split === 'CGST_SGST';
  const items = hsnItems(invoice);
  const main = [...items].sort((a, b) => b.heads.taxable - a.heads.taxable)[0];
  const bill = {
    userGstin: invoice.supplier.gstin ?? '',
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: invoice.number,
    docDate: portalDate(invoice.date),
    transType: 1,
    ...party('from', invoice.supplier, invoice.supplier.pinCode),
    ...party('to', invoice.recipient, toPin),
    totalValue: money(invoice.taxable),
    cgstValue: money(invoice.cgst),
    sgstValue: money(invoice.sgst),
    igstValue: money(invoice.igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: money(invoice.roundOff),
    totInvValue: money(invoice.total),
    transMode: 1,
    transDistance: consignment.distanceKm ?? 0,
    transporterName: portalText(consignment.transporter, 100),
    transporterId: '',
    transDocNo: portalText(consignment.lrNumber, 15),
    transDocDate: consignment.lrNumber ? portalDate(consignment.date) : '',
    vehicleNo: consignment.vehicleNumber,
    vehicleType: 'R',
    mainHsnCode: main ? Number(main.hsn) : 0,
    itemList: items.map((item, index) => ({
      itemNo: index + 1,
      productName: portalText(item.name, 100),
      productDesc: portalText(item.name, 100),
      hsnCode: Number(item.hsn),
      quantity: item.quantity,
      qtyUnit: 'PCS',
      taxableAmount: money(item.heads.taxable),
      sgstRate: intra ? item.rate / 200 : 0,
      cgstRate: intra ? item.rate / 200 : 0,
      igstRate: intra ? 0 : item.rate / 100,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
  return { bill, problems };
};

export type EWayBill = Record<string, unknown>;

/** The bulk upload file: `{ version, billLists }`. */
export const eWayBillFile = (bills: readonly EWayBill[]) => ({
  version: E_WAY_BILL_JSON_VERSION,
  billLists: bills,
});
