import type { OrderItem } from '@apparel/contracts';

/** Pieces of a line still to send: ordered less dispatched less cancelled. */
export const remainingQty = (item: Pick<OrderItem, 'quantity' | 'dispatchedQty' | 'cancelledQty'>) =>
  Math.max(0, item.quantity - item.dispatchedQty - item.cancelledQty);

/** True while some line still has pieces to send. */
export const hasRemaining = (items: readonly OrderItem[]) => items.some((item) => remainingQty(item) > 0);
