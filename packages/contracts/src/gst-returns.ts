import { requiredText } from './fields';
import * as z from './zod';

/**
 * GST returns, e-way bills and Tally (product.md §18): the period an accountant files, the summary the
 * GST Returns screen shows, the GSTR-1 tables' CSV columns (the GST portal's Excel template) and the
 * Tally ledger names. The files themselves are built on the server from the stored documents.
 */

export const GST_PERIOD_MSG = 'period must be YYYY-MM or YYYY-Qn (e.g. 2026-11 or 2026-Q3)';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** A month (YYYY-MM) or a quarter of the financial year that starts in April of YYYY (YYYY-Qn). */
export const gstPeriodSchema = z
  .string({ error: 'period is required' })
  .refine((value) => MONTH.test(value) || QUARTER.test(value), GST_PERIOD_MSG);

export const gstPeriodQuerySchema = z.object({ period: gstPeriodSchema });

export type GstPeriod = {
  period: string;
  /** First day (YYYY-MM-DD) and the day after the last. */
  from: string;
  to: string;
  /** GSTR-1's return period: MMYYYY of the month, or of a quarter's last month. */
  fp: string;
  /** The months it covers, YYYY-MM. */
  months: string[];
};

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The dates of a period. Quarters follow the financial year, as quarterly (QRMP) returns do:
 * 2026-Q1 is April to June 2026, 2026-Q3 October to December 2026, 2026-Q4 January to March 2027.
 */
export const gstPeriodOf = (period: string): GstPeriod => {
  const quarter = QUARTER.exec(period);
  const month = MONTH.exec(period);
  if (!quarter && !month) throw new Error(GST_PERIOD_MSG);
  const startYear = Number((quarter ?? month)?.[1]);
  const firstMonth = quarter ? 4 + (Number(quarter[2]) - 1) * 3 : Number(month?.[2]);
  const months = Array.from({ length: quarter ? 3 : 1 }, (_, i) => {
    const index = firstMonth - 1 + i;
    return monthText(startYear + Math.floor(index / 12), (index % 12) + 1);
  });
  const last = months.at(-1) as string;
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  const next = lastMonth === 12 ? monthText(lastYear + 1, 1) : monthText(lastYear, lastMonth + 1);
  return {
    period,
    from: `${months[0]}-01`,
    to: `${next}-01`,
    fp: `${last.slice(5, 7)}${last.slice(0, 4)}`,
    months,
  };
};

/** The GSTR-1 tables this product fills, as the screen and the CSV downloads name them. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn-b2b', 'hsn-b2c', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const GSTR1_TABLE_TITLES: Readonly<Record<Gstr1Table, string>> = {
  b2b: '4A B2B invoices (registered buyers)',
  b2cl: '5 B2C (Large) inter-state invoices',
  b2cs: '7 B2C (Others) by state and rate',
  cdnr: '9B Credit notes (registered)',
  cdnur: '9B Credit notes (unregistered)',
  'hsn-b2b': '12 HSN summary (B2B)',
  'hsn-b2c': '12 HSN summary (B2C)',
  docs: '13 Documents issued',
};

export const gstr1TableParamSchema = z.object({
  table: z.enum(GSTR1_TABLES, { error: `table must be one of ${GSTR1_TABLES.join(', ')}` }),
});

/**
 * The columns of each sheet of the GST portal's GSTR-1 Excel template (the offline tool's import),
 * in order; the CSV downloads use them as their header row.
 */
export const GSTR1_CSV_COLUMNS: Readonly<Record<Gstr1Table, readonly string[]>> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  'hsn-b2b': [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  'hsn-b2c': [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

/** Rupees as JSON numbers, exact to the paisa (summed in paise on the server). */
const rupees = z.number();

const taxFigures = {
  taxableValue: rupees,
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
};

export const gstr1TableSummarySchema = z.object({
  table: z.enum(GSTR1_TABLES),
  title: z.string(),
  /** Invoices, notes, state-and-rate rows, HSN rows or document series, as the table counts them. */
  count: z.number().int(),
  ...taxFigures,
});
export type Gstr1TableSummary = z.infer<typeof gstr1TableSummarySchema>;

const documentTotalsSchema = z.object({ count: z.number().int(), ...taxFigures, total: rupees });

/** GET /gst-returns/gstr1: each table's count and totals, and the check against the documents. */
export const gstr1SummarySchema = z.object({
  period: z.string(),
  fp: z.string(),
  /** YYYY-MM-DD, both inclusive. */
  from: z.string(),
  to: z.string(),
  gstin: z.string().nullable(),
  /** The profile's setting: the screen offers quarters instead of months. */
  quarterlyFiler: z.boolean(),
  tables: z.array(gstr1TableSummarySchema),
  /** The period's invoices and credit notes as the Invoices page sums them (document totals). */
  invoices: documentTotalsSchema,
  creditNotes: documentTotalsSchema,
  /** B2B + B2CL + B2CS less the credit notes' tables, which must equal invoices less credit notes. */
  tablesNet: z.object(taxFigures),
  balanced: z.boolean(),
  /** Consignments of the period that need an e-way bill, and what stops their file (named). */
  eWayBills: z.object({ count: z.number().int(), problems: z.array(z.string()) }),
});
export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;

/** The Tally ledgers the import posts to; each has a default an accountant may rename (product.md §18). */
export const TALLY_LEDGER_DEFAULTS = {
  partyGroup: 'Sundry Debtors',
  salesLedgerPrefix: 'Sales GST',
  cgstLedger: 'Output CGST',
  sgstLedger: 'Output SGST',
  igstLedger: 'Output IGST',
  roundOffLedger: 'Round Off',
} as const;
export type TallyLedgers = { [K in keyof typeof TALLY_LEDGER_DEFAULTS]: string };

export const TALLY_LEDGER_LABELS: Readonly<Record<keyof TallyLedgers, string>> = {
  partyGroup: 'Group of retailer ledgers',
  salesLedgerPrefix: 'Sales ledger name (the rate is added: "Sales GST 5%")',
  cgstLedger: 'CGST ledger',
  sgstLedger: 'SGST ledger',
  igstLedger: 'IGST ledger',
  roundOffLedger: 'Round-off ledger',
};

const ledgerName = (label: string) => requiredText(`${label} is required`, 'name');

/** GET and PUT /gst-returns/settings. */
export const gstReturnSettingsSchema = z.object({
  tallyLedgers: z.object({
    partyGroup: ledgerName('Group of retailer ledgers'),
    salesLedgerPrefix: ledgerName('Sales ledger name'),
    cgstLedger: ledgerName('CGST ledger'),
    sgstLedger: ledgerName('SGST ledger'),
    igstLedger: ledgerName('IGST ledger'),
    roundOffLedger: ledgerName('Round-off ledger'),
  }),
});
export type GstReturnSettings = z.infer<typeof gstReturnSettingsSchema>;

/** An e-way bill is needed when the consignment's value (the invoice with tax) exceeds the threshold in force. */
export const eWayBillNeeded = (valuePaise: number, thresholdPaise: number | null): boolean =>
  thresholdPaise !== null && thresholdPaise > 0 && valuePaise > thresholdPaise;
