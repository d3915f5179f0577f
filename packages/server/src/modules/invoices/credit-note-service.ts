import {
  type CreditNote,
  type creditNoteCreateSchema,
  documentDateProblem,
  lineMessage,
  type TaxLineInput,
  taxDocument,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { giveBackOverpayment, linkTermsOf } from '../credit/money-owed';
import { type Actor, recordOrderEvent } from '../orders/order-events';
import { moveCellStock, unitsOfItems } from '../orders/stock';
import { creditNoteView, documentLines, findDocumentRow } from './document-view';
import { INVOICE_NOT_FOUND } from './invoice-service';
import { issueTaxDocument } from './issue-document';
import { returnedQuantities } from './returned-quantities';

type CreditNoteForm = z.output<typeof creditNoteCreateSchema>;

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;

/** Returns against an invoice: at most invoiced minus already returned per line, same tax split. */
export const createCreditNoteService = ({
  db,
  clock,
  backdateDays,
}: {
  db: Database;
  clock: Clock;
  /** How many days back a credit note may be dated. */
  backdateDays: number;
}) => ({
  async create(
    manufacturerId: number,
    invoiceId: number,
    form: CreditNoteForm,
    actor: Actor,
  ): Promise<CreditNote> {
    const noteId = await db.transaction(async (tx) => {
      // The retailer's link first (as payments take it), then the invoice: one lock order, no deadlock.
      const [owner] = await tx
        .select({ retailerId: taxDocuments.retailerId })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.id, invoiceId), eq(taxDocuments.manufacturerId, manufacturerId)));
      if (owner) await linkTermsOf(tx, manufacturerId, owner.retailerId, 'update').catch(() => undefined);
      // The invoice row lock makes concurrent returns against it count one after the other.
      const [invoice] = await tx
        .select()
        .from(taxDocuments)
        .where(
          and(
            eq(taxDocuments.id, invoiceId),
            eq(taxDocuments.manufacturerId, manufacturerId),
            eq(taxDocuments.kind, 'INVOICE'),
          ),
        )
        .for('update');
      if (!invoice) throw notFound(INVOICE_NOT_FOUND);
      const lines = await documentLines(tx, invoiceId);
      const returned = await returnedQuantities(tx, invoiceId);
      const returnedOf = (itemId: number) => returned.get(itemId) ?? 0;
      const inputs = form.lines.flatMap((line, index): TaxLineInput[] => {
        const billed = lines.find((l) => l.orderItemId === line.itemId);
        if (!billed)
          throw badRequest(lineMessage(index, `item ${line.itemId} is not on invoice ${invoice.number}`));
        const left = billed.quantity - returnedOf(line.itemId);
        if (line.quantity > left)
          throw badRequest(
            lineMessage(
              index,
              `only ${left} of ${billed.description} can still be returned, ${line.quantity} asked`,
            ),
          );
        if (line.quantity === 0) return [];
        return [
          {
            itemId: line.itemId,
            description: billed.description,
            hsn: billed.hsn,
            quantity: line.quantity,
            // The invoice's taxable value is net unit price x quantity, so this divides exactly.
            netUnitPaise: toPaise(billed.taxableValue) / billed.quantity,
            grossUnitPaise: toPaise(billed.unitPrice),
            rateBasisPoints: toPaise(billed.gstRate),
          },
        ];
      });
      const today = todayInIndia(clock());
      // Never dated before the invoice it reduces; and, as every tax document, within the law's range.
      const date = [today, invoice.documentDate].sort()[1] ?? today;
      const dateProblem = documentDateProblem(date, today, backdateDays);
      if (dateProblem) throw badRequest(dateProblem);
      const note = await issueTaxDocument(tx, {
        kind: 'CREDIT_NOTE',
        manufacturerId,
        orderId: invoice.orderId,
        retailerId: invoice.retailerId,
        date,
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        split: invoice.taxSplit,
        taxed: taxDocument(inputs, invoice.taxSplit),
        invoiceId,
        restock: form.restock,
      });
      // A credit note lowers what the invoice owes; payments beyond that become an advance again.
      await giveBackOverpayment(tx, invoiceId);
      if (form.restock) await moveCellStock(tx, unitsOfItems(inputs), 'give back');
      const pieces = inputs.reduce((sum, input) => sum + input.quantity, 0);
      await recordOrderEvent(tx, actor, clock, {
        orderId: invoice.orderId,
        manufacturerId,
        kind: 'CREDIT_NOTE',
        summary: `Credit note ${note.number} against ${invoice.number}: ${pieces} piece${pieces === 1 ? '' : 's'} returned${form.restock ? ', back in stock' : ''}`,
        documentId: note.id,
      });
      return note.id;
    });
    const row = await findDocumentRow(db, manufacturerId, noteId, 'CREDIT_NOTE');
    if (!row) throw new Error('The credit note was not found after saving');
    return creditNoteView(db, row);
  },
});
