import type { LinkStatus, OrderStatus } from '@apparel/contracts';

export type StatusColour = 'green' | 'red' | 'yellow' | 'orange' | 'blue' | 'indigo' | 'gray';

/**
 * Each status's one colour, on badges and the dashboard's chart: green for ACCEPTED, red for
 * REJECTED, a warning colour for pending (product.md §2), the dispatch statuses their own, grey for CANCELLED, orange for ON_HOLD (held for credit, product.md §16).
 */
export const STATUS_COLOURS: Record<LinkStatus | OrderStatus, StatusColour> = {
  ACCEPTED: 'green',
  REJECTED: 'red',
  PENDING: 'yellow',
  PARTIALLY_DISPATCHED: 'blue',
  DISPATCHED: 'indigo',
  CANCELLED: 'gray',
  // Held for credit (product.md §16): a warning stronger than pending's.
  ON_HOLD: 'orange',
};
