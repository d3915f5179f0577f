import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';

/** Pieces the credit notes against an invoice have returned, per order item (absent: none). */
export const returnedQuantities = async (db: Queryable, invoiceId: number): Promise<Map<number, number>> => {
  const rows = await queryRows<{ order_item_id: number; quantity: string }>(
    db,
    sql`select l.order_item_id, sum(l.quantity) as quantity
        from tax_document_lines l join tax_documents d on d.id = l.document_id
        where d.invoice_id = ${invoiceId} group by l.order_item_id`,
  );
  return new Map(rows.map((row) => [Number(row.order_item_id), Number(row.quantity)]));
};
