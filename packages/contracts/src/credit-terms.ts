import { CURRENCY_SYMBOL } from './constants';
import { boundedInt, money } from './fields';
import { toPaise } from './pricing';
import * as z from './zod';

/**
 * A retailer link's credit terms (product.md §16): payment days (0 = due on the invoice date), credit
 * limit (null = none), overdue tolerance (overdue amounts up to it do not hold orders) and minimum order
 * value (null = none). Money in rupees, exact to the paisa. A link with no terms set answers the defaults.
 */
export const MAX_PAYMENT_DAYS = 365;

export const retailerTermsSchema = z.object({
  paymentDays: z.number().int(),
  creditLimit: z.number().nullable(),
  overdueTolerance: z.number(),
  minOrderValue: z.number().nullable(),
});
export type RetailerTerms = z.infer<typeof retailerTermsSchema>;

/** What a link has until its terms are set: due on the invoice date, no limit, no tolerance, no minimum. */
export const DEFAULT_RETAILER_TERMS: RetailerTerms = {
  paymentDays: 0,
  creditLimit: null,
  overdueTolerance: 0,
  minOrderValue: null,
};

/** PUT /manufacturer/retailers/{id}/terms. */
export const retailerTermsInputSchema = z.object({
  paymentDays: boundedInt(
    0,
    MAX_PAYMENT_DAYS,
    `paymentDays must be a whole number from 0 to ${MAX_PAYMENT_DAYS}`,
  ),
  creditLimit: money('creditLimit must be a number').nullable(),
  overdueTolerance: money('overdueTolerance must be a number').optional().default(0),
  minOrderValue: money('minOrderValue must be a number').nullable(),
});
export type RetailerTermsInput = z.input<typeof retailerTermsInputSchema>;

const groupIndian = (rupees: string): string =>
  rupees.length <= 3 ? rupees : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;

/**
 * Money as the credit messages word it: whole rupees without paise ("₹8,400"), paise only when there
 * are some ("₹8,400.50"); Indian grouping as formatPaiseAsRupees.
 */
export const formatPaiseInMessage = (paise: number): string => {
  const abs = Math.abs(Math.round(paise));
  const whole = `${paise < 0 ? '-' : ''}${CURRENCY_SYMBOL}${groupIndian(String(Math.trunc(abs / 100)))}`;
  return abs % 100 === 0 ? whole : `${whole}.${String(abs % 100).padStart(2, '0')}`;
};

/** DD/MM/YYYY of a YYYY-MM-DD day. */
const printedDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Why an order is held: its retailer's exposure above the credit limit ("Credit limit exceeded by ₹8,400"). */
export const creditLimitHoldReason = (exceededByPaise: number) =>
  `Credit limit exceeded by ${formatPaiseInMessage(exceededByPaise)}`;

/**
 * Why an order is held: overdue invoices above the tolerance ("1 overdue invoice, ₹12,000, due 01/10/2026";
 * with several, "3 overdue invoices, ₹45,000, oldest due 01/10/2026").
 */
export const overdueHoldReason = (count: number, overduePaise: number, oldestDueDate: string) =>
  count === 1
    ? `1 overdue invoice, ${formatPaiseInMessage(overduePaise)}, due ${printedDay(oldestDueDate)}`
    : `${count} overdue invoices, ${formatPaiseInMessage(overduePaise)}, oldest due ${printedDay(oldestDueDate)}`;

/**
 * The minimum order value's message ("Add ₹1,000 to reach the minimum order of ₹10,000"), or null when the
 * order reaches it (or there is none). New order shows it and asks to confirm; a retailer's own order is refused with it.
 */
export const minimumOrderMessage = (orderPaise: number, minOrderPaise: number | null): string | null =>
  minOrderPaise === null || orderPaise >= minOrderPaise
    ? null
    : `Add ${formatPaiseInMessage(minOrderPaise - orderPaise)} to reach the minimum order of ${formatPaiseInMessage(minOrderPaise)}`;

/** The same in rupees, as the API answers money (order totals, the terms). */
export const minimumOrderMessageForRupees = (orderRupees: number, minOrderValue: number | null) =>
  minimumOrderMessage(toPaise(orderRupees), minOrderValue === null ? null : toPaise(minOrderValue));
