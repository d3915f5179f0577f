import { MAX_PAGE_NUMBER } from './constants';
import { boundedText, dbId, MAX_MONEY, optionalText, requiredText, textDbId, textInt } from './fields';
import * as z from './zod';

/** How a retailer paid (product.md §16). */
export const PAYMENT_MODES = ['UPI', 'NEFT_RTGS', 'IMPS', 'CHEQUE', 'CASH', 'OTHER'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  UPI: 'UPI',
  NEFT_RTGS: 'NEFT/RTGS',
  IMPS: 'IMPS',
  CHEQUE: 'Cheque',
  CASH: 'Cash',
  OTHER: 'Other',
};

/** What an invoice's payments make of it: OVERDUE is past its due date with something left to pay. */
export const PAYMENT_STATUSES = ['UNPAID', 'PARTLY_PAID', 'PAID', 'OVERDUE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Unpaid',
  PARTLY_PAID: 'Partly paid',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
};

const isoDay = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field}: use the date format YYYY-MM-DD`);

/** A positive amount of rupees with at most two decimals (exact paise), named by its field. */
export const positiveAmount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .refine((v) => v > 0, `${field} must be more than 0`)
    .refine((v) => v <= MAX_MONEY, `${field} must be at most ${MAX_MONEY}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} must have at most two decimals`);

/** One line of a payment's allocation by hand: how much of it settles which invoice. */
export const paymentAllocationInputSchema = z.object({
  invoiceId: dbId('allocations.invoiceId must be a valid id'),
  amount: positiveAmount('allocations.amount'),
});

/**
 * POST /payments. Without `allocations` the amount settles the retailer's open invoices oldest due
 * first; with them, only those; what is left stays as an advance for the next invoices.
 */
export const paymentCreateSchema = z.object({
  retailerId: dbId('retailerId must be a valid id'),
  date: isoDay('date'),
  amount: positiveAmount('amount'),
  mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(', ')}` }),
  /** UTR, cheque number, UPI reference (may be empty for cash). */
  reference: boundedText('code').optional().default(''),
  note: optionalText('description'),
  allocations: z.array(paymentAllocationInputSchema).max(500, 'At most 500 allocations').optional(),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

/** POST /payments/{id}/reverse: a reversal never edits the payment; it records why. */
export const paymentReverseSchema = z.object({
  note: requiredText('note is required', 'description'),
});
export type PaymentReverse = z.infer<typeof paymentReverseSchema>;

export const paymentAllocationSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  /** Rupees of this payment that settle the invoice (net of what a credit note gave back). */
  amount: z.number(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

const byUser = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const paymentSchema = z.object({
  id: z.number().int(),
  retailer: z.object({ id: z.number().int(), name: z.string() }),
  /** YYYY-MM-DD, the day the money came. */
  date: z.string(),
  amount: z.number(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  note: z.string().nullable(),
  allocations: z.array(paymentAllocationSchema),
  /** What no invoice has taken yet: the retailer's advance from this payment (0 once reversed). */
  unallocated: z.number(),
  createdAt: z.string(),
  createdBy: byUser,
  /** Set once reversed: the day, why and who; a reversed payment settles nothing. */
  reversal: z.object({ date: z.string(), note: z.string(), at: z.string(), by: byUser }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENTS_PAGE_SIZE = 20;

/** GET /payments: newest first; `retailerId` filters. */
export const paymentListQuerySchema = z.object({
  retailerId: textDbId('retailerId must be a valid id').optional(),
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
});
export interface PaymentListQuery {
  retailerId?: number;
  page?: number;
}

export const paymentPageSchema = z.object({
  payments: z.array(paymentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** An invoice a payment may still settle (GET /manufacturer/retailers/{id}/open-invoices), oldest due first. */
export const openInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  total: z.number(),
  amountDue: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;
export const openInvoicesSchema = z.object({
  invoices: z.array(openInvoiceSchema),
  /** The retailer's advance: payments no invoice has taken yet. */
  advance: z.number(),
});
export type OpenInvoices = z.infer<typeof openInvoicesSchema>;
