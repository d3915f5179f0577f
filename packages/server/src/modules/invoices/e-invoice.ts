import {
  type CreditNote,
  type EInvoice,
  type Invoice,
  paiseToRupees,
  type TaxParty,
  toPaise,
} from '@apparel/contracts';
import { ApiError } from '../../errors';

export const UNREGISTERED_NO_E_INVOICE =
  'An e-invoice is made only for a registered recipient: this retailer has no GSTIN';

/** YYYY-MM-DD as the portal's DD/MM/YYYY. */
const portalDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The portal refuses double quotes in text and texts shorter than 3 characters (Loc, LglNm). */
const portalText = (text: string, max: number) =>
  text.replace(/"/g, "'").replace(/\s+/g, ' ').trim().slice(0, max).padEnd(3, '.');

const partyOf = (party: TaxParty) => ({
  Gstin: party.gstin ?? 'URP',
  LglNm: portalText(party.name, 100),
  Addr1: portalText(party.address, 100),
  Loc: portalText(party.city, 50),
  ...(party.pinCode ? { Pin: Number(party.pinCode) } : {}),
  Stcd: party.stateCode,
});

/** The GST portal's INV-01 (schema version 1.1) JSON of an invoice (INV) or credit note (CRN). */
export const eInvoiceOf = (document: Invoice | CreditNote): EInvoice => {
  if (!document.recipient.gstin) throw new ApiError(409, UNREGISTERED_NO_E_INVOICE);
  const isInvoice = 'transport' in document;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: isInvoice ? 'INV' : 'CRN', No: document.number, Dt: portalDate(document.date) },
    SellerDtls: partyOf(document.supplier),
    BuyerDtls: { ...partyOf(document.recipient), Pos: document.placeOfSupply.stateCode },
    ItemList: document.lines.map((line) => ({
      SlNo: String(line.slNo),
      PrdDesc: portalText(line.description, 300),
      IsServc: 'N',
      HsnCd: line.hsn,
      Qty: line.quantity,
      Unit: 'PCS',
      UnitPrice: line.unitPrice,
      TotAmt: paiseToRupees(toPaise(line.taxableValue) + toPaise(line.discount)),
      Discount: line.discount,
      AssAmt: line.taxableValue,
      GstRt: line.gstRate,
      IgstAmt: line.igst,
      CgstAmt: line.cgst,
      SgstAmt: line.sgst,
      TotItemVal: line.total,
    })),
    ValDtls: {
      AssVal: document.taxableValue,
      CgstVal: document.cgst,
      SgstVal: document.sgst,
      IgstVal: document.igst,
      RndOffAmt: document.roundOff,
      TotInvVal: document.total,
    },
    ...(isInvoice
      ? {}
      : {
          RefDtls: {
            PrecDocDtls: [{ InvNo: document.invoice.number, InvDt: portalDate(document.invoice.date) }],
          },
        }),
  };
};
