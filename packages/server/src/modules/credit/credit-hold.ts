import { creditLimitHoldReason, minimumOrderMessage, overdueHoldReason, toPaise } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest } from '../../errors';
import { advancesOf, type LinkTerms, openInvoicesOf } from './money-owed';

/**
 * The value of the retailer's accepted orders not yet invoiced: the pieces neither dispatched nor
 * cancelled at their unit prices (`exceptOrderId`: the order being checked, counted apart).
 */
const acceptedNotInvoicedPaise = async (
  q: Queryable,
  manufacturerId: number,
  retailerId: number,
  exceptOrderId: number | null,
) => {
  const [row] = await queryRows<{ value: string | null }>(
    q,
    sql`select sum(i.price * (i.quantity - i.dispatched_qty - i.cancelled_qty)) as value
      from orders o join order_items i on i.order_id = o.id
      where o.manufacturer_id = ${manufacturerId} and o.retailer_id = ${retailerId}
        and o.status in ('ACCEPTED', 'PARTIALLY_DISPATCHED')
        and o.id <> ${exceptOrderId ?? 0}`,
  );
  return toPaise(row?.value ?? '0');
};

/**
 * Why an order of `orderPaise` must be held for credit (product.md §16), or null: exposure
 * (outstanding + accepted orders not invoiced + this order) above the credit limit, or overdue
 * invoices owing more than the tolerance. Both reasons, joined, when both apply.
 */
export const creditHoldReason = async (
  q: Queryable,
  manufacturerId: number,
  retailerId: number,
  terms: LinkTerms,
  orderPaise: number,
  today: string,
  exceptOrderId: number | null = null,
): Promise<string | null> => {
  const reasons: string[] = [];
  const open = await openInvoicesOf(q, manufacturerId, retailerId);
  if (terms.creditLimitPaise !== null) {
    const advance = (await advancesOf(q, manufacturerId, retailerId)).reduce(
      (sum, row) => sum + row.unallocatedPaise,
      0,
    );
    const outstanding = open.reduce((sum, invoice) => sum + invoice.duePaise, 0) - advance;
    const exposure =
      outstanding +
      (await acceptedNotInvoicedPaise(q, manufacturerId, retailerId, exceptOrderId)) +
      orderPaise;
    if (exposure > terms.creditLimitPaise)
      reasons.push(creditLimitHoldReason(exposure - terms.creditLimitPaise));
  }
  const overdue = open.filter((invoice) => invoice.dueDate < today);
  const overduePaise = overdue.reduce((sum, invoice) => sum + invoice.duePaise, 0);
  const oldest = overdue[0];
  if (oldest && overduePaise > terms.overdueTolerancePaise)
    reasons.push(overdueHoldReason(overdue.length, overduePaise, oldest.dueDate));
  return reasons.length === 0 ? null : reasons.join('; ');
};

/** Whether the terms can hold an order at all (SPEC's behaviour stays exactly as it was without them). */
export const termsCanHold = (terms: LinkTerms) => terms.termsUpdatedAt !== null;

/** A retailer's own order below the minimum order value is refused with the contracts' message. */
export const assertMinimumOrder = (terms: LinkTerms, orderPaise: number): void => {
  const message = minimumOrderMessage(orderPaise, terms.minOrderPaise);
  if (message) throw badRequest(message);
};
