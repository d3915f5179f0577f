import { textDbId } from './fields';
import * as z from './zod';

/** Ageing by days past due (product.md §16): not yet due, 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  notDue: 'Not yet due',
  d1to30: '1–30 days',
  d31to60: '31–60 days',
  d61to90: '61–90 days',
  over90: 'Over 90 days',
};

/** The bucket of an amount `daysPastDue` days after its due date (0 or less: not yet due). */
export const ageingBucketOf = (daysPastDue: number): AgeingBucket =>
  daysPastDue <= 0
    ? 'notDue'
    : daysPastDue <= 30
      ? 'd1to30'
      : daysPastDue <= 60
        ? 'd31to60'
        : daysPastDue <= 90
          ? 'd61to90'
          : 'over90';

const rupees = z.number();
export const ageingBucketsSchema = z.object({
  notDue: rupees,
  d1to30: rupees,
  d31to60: rupees,
  d61to90: rupees,
  over90: rupees,
});
export type AgeingBuckets = z.infer<typeof ageingBucketsSchema>;

/**
 * One retailer's money owed. `outstanding`: what its invoices still owe less its advance (the
 * statement's closing balance today; below 0 when it has paid ahead). `overdue`: what invoices past
 * their due date still owe. The buckets split what the invoices owe by days past due.
 */
export const receivableRowSchema = z.object({
  retailerId: z.number().int(),
  name: z.string(),
  /** The retailer's user's mobile (for the WhatsApp statement). */
  mobile: z.string(),
  outstanding: rupees,
  overdue: rupees,
  advance: rupees,
  buckets: ageingBucketsSchema,
});
export type ReceivableRow = z.infer<typeof receivableRowSchema>;

/** GET /receivables: retailers owing something (or holding an advance), largest overdue first, with totals. */
export const receivablesSchema = z.object({
  rows: z.array(receivableRowSchema),
  totals: z.object({ outstanding: rupees, overdue: rupees, advance: rupees, buckets: ageingBucketsSchema }),
  /** The India day the ageing was counted on (YYYY-MM-DD). */
  asOf: z.string(),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/** GET /receivables query: `retailerId` for one retailer's row (the retailer view's figures). */
export const receivablesQuerySchema = z.object({
  retailerId: textDbId('retailerId must be a valid id').optional(),
});
export interface ReceivablesQuery {
  retailerId?: number;
}

/** The columns of GET /receivables/export, one row per retailer, then the totals row. */
export const RECEIVABLES_EXPORT_COLUMNS = [
  'Retailer',
  'Mobile',
  'Outstanding',
  'Overdue',
  'Not yet due',
  '1-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Advance',
] as const;

// ---- Statement of account ----

export const STATEMENT_ENTRY_KINDS = ['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'REVERSAL'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  PAYMENT: 'Payment',
  REVERSAL: 'Payment reversed',
};

const isoDay = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field}: use the date format YYYY-MM-DD`);

/** GET .../statement?from&to: India days, both inclusive; missing `from`: the financial year's start, `to`: today. */
export const statementQuerySchema = z.object({
  from: isoDay('from').optional(),
  to: isoDay('to').optional(),
});
export interface StatementQuery {
  from?: string;
  to?: string;
}

/**
 * One line of the statement: an invoice or a reversal is a debit (the retailer owes more), a credit
 * note or a payment a credit; `balance` runs from the opening balance.
 */
export const statementEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The invoice's or credit note's number, the payment's reference (or "Payment #id"). */
  number: z.string(),
  /** The document or payment id. */
  id: z.number().int(),
  /** Words for the line ("NEFT/RTGS UTR123", "Reversed: cheque bounced"). */
  description: z.string(),
  debit: rupees,
  credit: rupees,
  balance: rupees,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  retailer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  from: z.string(),
  to: z.string(),
  opening: rupees,
  entries: z.array(statementEntrySchema),
  closing: rupees,
  /** What the retailer's invoices owe today, past due or not (the WhatsApp message's amount due). */
  amountDue: rupees,
  overdue: rupees,
});
export type Statement = z.infer<typeof statementSchema>;

/** POST .../statement/links: a private link to this statement's PDF (the range as the statement's query). */
export const statementLinkCreateSchema = statementQuerySchema;
export type StatementLinkCreate = z.infer<typeof statementLinkCreateSchema>;

/**
 * A private link to one retailer's statement PDF: it opens only that statement (an unguessable token,
 * no session) until revoked. `path` is under the site's origin (/api/statement-links/<token>/pdf).
 */
export const statementLinkSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  from: z.string(),
  to: z.string(),
  path: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type StatementLink = z.infer<typeof statementLinkSchema>;
export const statementLinkListSchema = z.object({ links: z.array(statementLinkSchema) });

/** The public statement link's parameter: the link's token (43 url-safe characters). */
export const statementTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a statement link'),
});

/**
 * The WhatsApp message of "Send on WhatsApp": the amount due and the statement's link, opened as
 * https://wa.me/91<mobile>?text=... (product.md §16).
 */
export const statementWhatsAppText = (input: {
  retailerName: string;
  manufacturerName?: string;
  amountDue: string;
  url: string;
}) =>
  `Dear ${input.retailerName}, your amount due${input.manufacturerName ? ` to ${input.manufacturerName}` : ''} is ${input.amountDue}. ` +
  `Statement of account: ${input.url}`;

/** The wa.me link that opens WhatsApp with `text` to a 10-digit Indian mobile. */
export const whatsAppLink = (mobile: string, text: string) =>
  `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
