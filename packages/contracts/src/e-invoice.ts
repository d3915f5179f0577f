import * as z from './zod';

/**
 * GET /invoices/{id}/e-invoice and GET /credit-notes/{id}/e-invoice: the GST portal's INV-01 JSON
 * (schema version 1.1) with the parts this product fills. Names are the portal's.
 */
const party = {
  Gstin: z.string(),
  LglNm: z.string(),
  Addr1: z.string(),
  Loc: z.string(),
  Pin: z.number().int().optional(),
  Stcd: z.string(),
};

export const eInvoiceSchema = z.object({
  Version: z.literal('1.1'),
  TranDtls: z.object({
    TaxSch: z.literal('GST'),
    SupTyp: z.literal('B2B'),
    RegRev: z.literal('N'),
    IgstOnIntra: z.literal('N'),
  }),
  DocDtls: z.object({ Typ: z.enum(['INV', 'CRN']), No: z.string(), Dt: z.string() }),
  SellerDtls: z.object(party),
  BuyerDtls: z.object({ ...party, Pos: z.string() }),
  ItemList: z.array(
    z.object({
      SlNo: z.string(),
      PrdDesc: z.string(),
      IsServc: z.literal('N'),
      HsnCd: z.string(),
      Qty: z.number(),
      Unit: z.literal('PCS'),
      UnitPrice: z.number(),
      TotAmt: z.number(),
      Discount: z.number(),
      AssAmt: z.number(),
      GstRt: z.number(),
      IgstAmt: z.number(),
      CgstAmt: z.number(),
      SgstAmt: z.number(),
      TotItemVal: z.number(),
    }),
  ),
  ValDtls: z.object({
    AssVal: z.number(),
    CgstVal: z.number(),
    SgstVal: z.number(),
    IgstVal: z.number(),
    RndOffAmt: z.number(),
    TotInvVal: z.number(),
  }),
  RefDtls: z.object({ PrecDocDtls: z.array(z.object({ InvNo: z.string(), InvDt: z.string() })) }).optional(),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;
