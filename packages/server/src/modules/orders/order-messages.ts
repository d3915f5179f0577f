/** The orders area's refusals, word for word as the screens show them. */
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_DECIDED = 'Only a pending order can be accepted or rejected';
export const NOT_ACCEPTED_RETAILER = 'Choose one of your accepted retailers';
export const ORDER_DISPATCHED_NO_DELETE =
  'A dispatched or invoiced order cannot be deleted: issue a credit note for returns instead';
export const NOT_DISPATCHABLE = 'Only an accepted or partially dispatched order can be dispatched';
export const NOTHING_TO_CANCEL = 'Only an accepted or partially dispatched order has a remainder to cancel';
export const ORDER_NOT_HELD = 'Only an order on hold can be released';
