import {
  formatPaiseAsRupees,
  type OpenInvoice,
  type PaymentCreate,
  type PaymentMode,
  paymentCreateSchema,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** One open invoice in the dialog's allocation, with what this payment gives it ('' for nothing). */
export type AllocationRow = {
  invoiceId: number;
  number: string;
  dueDate: string;
  amountDue: number;
  amount: number | '';
};

/** What the Record payment dialog holds. */
export type PaymentFormValues = {
  date: string;
  amount: number | '';
  mode: PaymentMode | null;
  reference: string;
  note: string;
  /** Off: the server settles the open invoices oldest due first. */
  byInvoice: boolean;
  allocations: AllocationRow[];
};

export const initialPaymentValues = (invoices: readonly OpenInvoice[] = []): PaymentFormValues => ({
  date: todayInIndia(),
  amount: '',
  mode: null,
  reference: '',
  note: '',
  byInvoice: false,
  allocations: invoices.map((invoice) => ({
    invoiceId: invoice.id,
    number: invoice.number,
    dueDate: invoice.dueDate,
    amountDue: invoice.amountDue,
    amount: '',
  })),
});

/** The rows given something, with their place in the form (so a refusal shows under its field). */
const givenRows = (values: PaymentFormValues) =>
  values.allocations
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.amount !== '' && row.amount > 0);

/** Paise the allocation gives in all. */
export const allocatedPaise = (values: PaymentFormValues) =>
  values.byInvoice ? givenRows(values).reduce((sum, { row }) => sum + toPaise(row.amount || 0), 0) : 0;

/** POST /payments body: the allocations only when made by hand. */
export const toPaymentCreate = (retailerId: number, values: PaymentFormValues): PaymentCreate => ({
  retailerId,
  date: values.date,
  amount: values.amount === '' ? Number.NaN : values.amount,
  mode: values.mode as PaymentMode,
  reference: values.reference.trim(),
  note: values.note.trim() || undefined,
  ...(values.byInvoice
    ? {
        allocations: givenRows(values).map(({ row }) => ({
          invoiceId: row.invoiceId,
          amount: row.amount as number,
        })),
      }
    : {}),
});

/**
 * The contracts' rule (the server's) on the body, plus what the server also refuses and the form can
 * see: an invoice given more than it owes, or more given than the payment.
 */
export const paymentResolver: Resolver<PaymentFormValues> = async (values) => {
  const errors: FieldErrors<PaymentFormValues> = {};
  const rows = values.byInvoice ? givenRows(values) : [];
  // retailerId is the page's, not typed: 1 stands in for it here.
  const result = paymentCreateSchema.safeParse(toPaymentCreate(1, values));
  for (const issue of result.success ? [] : result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'retailerId') continue;
    if (field === 'allocations' && typeof index === 'number') {
      const at = rows[index]?.index ?? 0;
      errors.allocations ??= [];
      (errors.allocations as Record<number, unknown>)[at] ??= {
        amount: { type: 'validate', message: issue.message },
      };
    } else if (field === 'mode') errors.mode ??= { type: 'validate', message: 'mode is required' };
    else if (field === 'date' || field === 'amount' || field === 'reference' || field === 'note')
      errors[field] ??= { type: 'validate', message: issue.message };
  }
  for (const { row, index } of rows) {
    if (toPaise(row.amount || 0) > toPaise(row.amountDue)) {
      errors.allocations ??= [];
      (errors.allocations as Record<number, unknown>)[index] ??= {
        amount: {
          type: 'validate',
          message: `${row.number} owes ${formatPaiseAsRupees(toPaise(row.amountDue))}`,
        },
      };
    }
  }
  const paid = values.amount === '' ? 0 : toPaise(values.amount);
  if (values.byInvoice && paid > 0 && allocatedPaise(values) > paid)
    errors.byInvoice = {
      type: 'validate',
      message: `The allocations add up to ${formatPaiseAsRupees(allocatedPaise(values))}, more than the payment`,
    };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
