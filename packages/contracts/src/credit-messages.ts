import { CURRENCY_SYMBOL } from './constants';
import { toPaise } from './pricing';

// The credit messages (product.md §16), apart from the terms' schemas so New order reads them without zod.

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
