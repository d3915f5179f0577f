import type { CreditNoteRef, Dispatch, DocumentRef } from '@apparel/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { dispatches, dispatchLines, taxDocuments } from '../../db/schema';

/** What GET /orders/{id} adds for issue 19: the order's consignments, invoices and credit notes. */
export const orderDocuments = async (
  db: Queryable,
  orderId: number,
): Promise<{ dispatches: Dispatch[]; invoices: DocumentRef[]; creditNotes: CreditNoteRef[] }> => {
  const [consignments, lines, documents] = await Promise.all([
    db.select().from(dispatches).where(eq(dispatches.orderId, orderId)).orderBy(asc(dispatches.id)),
    db
      .select({
        dispatchId: dispatchLines.dispatchId,
        itemId: dispatchLines.orderItemId,
        quantity: dispatchLines.quantity,
      })
      .from(dispatchLines)
      .innerJoin(dispatches, eq(dispatches.id, dispatchLines.dispatchId))
      .where(eq(dispatches.orderId, orderId))
      .orderBy(asc(dispatchLines.orderItemId)),
    db
      .select({
        id: taxDocuments.id,
        kind: taxDocuments.kind,
        number: taxDocuments.number,
        date: taxDocuments.documentDate,
        total: taxDocuments.total,
        dispatchId: taxDocuments.dispatchId,
        invoiceId: taxDocuments.invoiceId,
      })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(asc(taxDocuments.id)),
  ]);
  const ref = (d: (typeof documents)[number]): DocumentRef => ({
    id: d.id,
    number: d.number,
    date: d.date,
    total: rupees(d.total),
  });
  const invoices = documents.filter((d) => d.kind === 'INVOICE');
  return {
    dispatches: consignments.flatMap((c) => {
      const invoice = invoices.find((d) => d.dispatchId === c.id);
      if (!invoice) return [];
      return [
        {
          id: c.id,
          orderId: c.orderId,
          date: c.dispatchDate,
          transporter: c.transporter,
          lrNumber: c.lrNumber,
          vehicleNumber: c.vehicleNumber,
          distanceKm: c.distanceKm,
          lines: lines
            .filter((l) => l.dispatchId === c.id)
            .map(({ itemId, quantity }) => ({ itemId, quantity })),
          invoice: ref(invoice),
        },
      ];
    }),
    invoices: invoices.map(ref),
    creditNotes: documents
      .filter((d) => d.kind === 'CREDIT_NOTE')
      .map((d) => ({ ...ref(d), invoiceId: d.invoiceId ?? 0 })),
  };
};

/** Whether any consignment has left for the order (it then has an invoice and cannot be deleted). */
export const hasDispatches = async (db: Queryable, orderId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: dispatches.id })
    .from(dispatches)
    .where(eq(dispatches.orderId, orderId))
    .limit(1);
  return row !== undefined;
};
