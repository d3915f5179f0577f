import * as z from './zod';

/** What happened to an order, in the order it can happen. */
export const ORDER_EVENT_KINDS = [
  'CREATED',
  'HELD',
  'RELEASED',
  'ACCEPTED',
  'REJECTED',
  'DISPATCHED',
  'INVOICED',
  'REMAINDER_CANCELLED',
  'CANCELLED',
  'CREDIT_NOTE',
  'DELETED',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The label of each kind on the order's timeline. */
export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  CREATED: 'Created',
  HELD: 'Held for credit',
  RELEASED: 'Hold released',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  DISPATCHED: 'Dispatched',
  INVOICED: 'Invoiced',
  REMAINDER_CANCELLED: 'Remainder cancelled',
  CANCELLED: 'Cancelled',
  CREDIT_NOTE: 'Credit note',
  DELETED: 'Deleted',
};

/** One row of GET /orders/{id}/history: who did what, when. */
export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** ISO timestamp. */
  at: z.string(),
  /** The user who made the change (null if that user no longer exists). */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What changed, in words ("Dispatched 60 pieces", "Invoice AK/26-27/0001, ₹1,23,456.00"). */
  summary: z.string(),
  /** The invoice, credit note or dispatch the change made, when it made one. */
  documentId: z.number().int().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /orders/{id}/history: oldest first. */
export const orderHistorySchema = z.object({ events: z.array(orderEventSchema) });
export type OrderHistory = z.infer<typeof orderHistorySchema>;
