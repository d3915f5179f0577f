import { MAX_PAGE_NUMBER } from './constants';
import { creditNoteRefSchema, dispatchSchema, documentRefSchema } from './dispatch';
import { textDbId, textInt } from './fields';
import { PAYMENT_STATUSES } from './payments';
import * as z from './zod';

/** Money in every invoice answer is rupees as a JSON number, exact to the paisa (computed in paise). */
const rupees = z.number();

/** Supplier or recipient as the document prints it; a recipient without GSTIN is unregistered. */
export const taxPartySchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  pinCode: z.string().nullable(),
  gstin: z.string().nullable(),
  /** Where the goods go (the recipient's outlet), when known; documents issued before it have none. */
  deliveryAddress: z.string().nullable().optional(),
});
export type TaxParty = z.infer<typeof taxPartySchema>;

/** One line of an invoice or credit note. */
export const taxLineSchema = z.object({
  /** The order item the line bills. */
  itemId: z.number().int(),
  slNo: z.number().int(),
  /** Product, colour, size (and the other chosen attributes). */
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  unit: z.literal('PCS'),
  /** Per piece before the discount. */
  unitPrice: rupees,
  /** The line's discount amount. */
  discount: rupees,
  taxableValue: rupees,
  /** Percent. */
  gstRate: z.number(),
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

export const hsnSummaryRowSchema = z.object({
  hsn: z.string(),
  gstRate: z.number(),
  quantity: z.number().int(),
  taxableValue: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
});
export type HsnSummaryRow = z.infer<typeof hsnSummaryRowSchema>;

export const TAX_SPLITS = ['CGST_SGST', 'IGST'] as const;

/** What an invoice and a credit note share. */
const taxDocumentShape = {
  id: z.number().int(),
  number: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  orderId: z.number().int(),
  supplier: taxPartySchema,
  recipient: taxPartySchema,
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  /** CGST + SGST within one state, IGST across states. */
  taxSplit: z.enum(TAX_SPLITS),
  reverseCharge: z.literal('No'),
  lines: z.array(taxLineSchema),
  hsnSummary: z.array(hsnSummaryRowSchema),
  taxableValue: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  /** Total to the rupee minus the sum of the lines (between -0.50 and 0.49). */
  roundOff: rupees,
  total: rupees,
  totalInWords: z.string(),
};

/** e-way bill Part A (and the vehicle of Part B) when the consignment value is above the threshold. */
export const eWayBillSchema = z.object({
  required: z.boolean(),
  /** The threshold in force on the invoice date (rupees). */
  threshold: rupees,
  consignmentValue: rupees,
  partA: z
    .object({
      supplierGstin: z.string(),
      recipientGstin: z.string(),
      placeOfDelivery: z.string(),
      documentType: z.literal('Tax Invoice'),
      documentNumber: z.string(),
      documentDate: z.string(),
      valueOfGoods: rupees,
      hsnCodes: z.array(z.string()),
      reasonForTransportation: z.literal('Supply'),
      transporter: z.string(),
      transportDocumentNumber: z.string(),
      transportDocumentDate: z.string(),
      vehicleNumber: z.string(),
    })
    .nullable(),
});
export type EWayBill = z.infer<typeof eWayBillSchema>;

/**
 * What an invoice still owes (product.md §16): due on its date plus the payment days in force when it
 * was issued; `amountDue` = total - credit notes - payments, never below 0.
 */
const invoiceMoneyOwedShape = {
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  amountDue: rupees,
  paymentStatus: z.enum(PAYMENT_STATUSES),
};

/** GET /invoices/{id}: a tax invoice with every Rule 46 field that applies. */
export const invoiceSchema = z.object({
  ...taxDocumentShape,
  dispatchId: z.number().int(),
  transport: z.object({ transporter: z.string(), lrNumber: z.string(), vehicleNumber: z.string() }),
  eWayBill: eWayBillSchema,
  creditNotes: z.array(creditNoteRefSchema),
  /** Per line, the pieces its credit notes have returned so far (what a new one may still take off). */
  returned: z.array(z.object({ itemId: z.number().int(), quantity: z.number().int() })),
  ...invoiceMoneyOwedShape,
  /** Rupees its credit notes took off. */
  credited: rupees,
  /** Rupees payments settled (reversed payments excluded). */
  paid: rupees,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /orders/{id}/dispatches answer: the consignment with its whole tax invoice. */
export const dispatchWithInvoiceSchema = dispatchSchema.extend({ invoice: invoiceSchema });
export type DispatchWithInvoice = z.infer<typeof dispatchWithInvoiceSchema>;

/** GET /credit-notes/{id}: returned pieces against an invoice, same tax split. */
export const creditNoteSchema = z.object({
  ...taxDocumentShape,
  invoice: documentRefSchema,
  restock: z.boolean(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const INVOICES_PAGE_SIZE = 20;

/** GET /invoices query: a month (YYYY-MM, of the invoice date), a retailer, a page; newest first. */
export const invoiceListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional(),
  retailerId: textDbId('retailerId must be a valid id').optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, { error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
});
export interface InvoiceListQuery {
  month?: string;
  retailerId?: number;
  paymentStatus?: (typeof PAYMENT_STATUSES)[number];
  page?: number;
}

/** GET /invoices/export query: the month is required (the accountant files a month). */
export const invoiceExportQuerySchema = z.object({
  month: z.string({ error: 'month is required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  orderId: z.number().int(),
  retailer: z.object({ id: z.number().int(), name: z.string() }),
  taxableValue: rupees,
  /** CGST + SGST + IGST. */
  tax: rupees,
  total: rupees,
  ...invoiceMoneyOwedShape,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoicePageSchema = z.object({
  invoices: z.array(invoiceListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** The GSTR-1 style columns of GET /invoices/export, one row per invoice and rate. */
export const INVOICE_EXPORT_COLUMNS = [
  'GSTIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice Date',
  'Invoice Value',
  'Place of Supply',
  'Reverse Charge',
  'Rate',
  'Taxable Value',
  'IGST',
  'CGST',
  'SGST',
] as const;
