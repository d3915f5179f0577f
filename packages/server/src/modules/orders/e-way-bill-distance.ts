import { distanceRequiredMessage, eWayBillNeeded, formatPaiseAsRupees, toPaise } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { badRequest } from '../../errors';
import { gstThresholdOn } from '../tax-rates/tax-rate-service';

/**
 * product.md §18: a consignment whose invoice is above the e-way bill threshold in force must carry its
 * approximate distance (Part A of the e-way bill). Checked inside the dispatch's transaction, so a
 * refusal writes nothing.
 */
export const assertDistanceWhenEWayBill = async (
  tx: Transaction,
  invoiceId: number,
  date: string,
  distanceKm: number | null | undefined,
): Promise<void> => {
  if (distanceKm != null) return;
  const threshold = await gstThresholdOn(tx, 'E_WAY_BILL', date);
  const [invoice] = await tx
    .select({ total: taxDocuments.total })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, invoiceId));
  const value = invoice ? toPaise(invoice.total) : 0;
  if (threshold !== null && eWayBillNeeded(value, threshold))
    throw badRequest(distanceRequiredMessage(formatPaiseAsRupees(value), formatPaiseAsRupees(threshold)));
};
