import { dispatchCreateSchema } from '../dispatch';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import { dispatchWithInvoiceSchema } from '../invoices';
import { orderHistorySchema } from '../order-history';
import {
  orderCreateSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderReleaseSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '../orders';
import { orderQuoteInputSchema, orderQuoteSchema } from '../price-lists';

/** product.md §7 "Orders", and dispatching accepted orders in parts with every order's history. */
export const orderEndpoints = {
  ...defineEndpoints('manufacturer: orders', {
    list: {
      method: 'GET',
      path: '/orders',
      access: MANUFACTURER,
      summary: 'One page of my orders, newest first; filters: status, retailerId, from and to (India days)',
      query: orderListQuerySchema,
      response: orderPageSchema,
    },
    read: {
      method: 'GET',
      path: '/orders/:id',
      access: MANUFACTURER,
      summary: 'An order with its items',
      params: idParamSchema,
      response: orderSchema,
    },
    create: {
      method: 'POST',
      path: '/orders',
      access: MANUFACTURER,
      summary:
        'Create a PENDING order for one of my accepted retailers (ON_HOLD with its reason when over its credit terms); the server prices every item',
      body: orderCreateSchema,
      response: orderSchema,
      status: 201,
      idempotent: true,
    },
    quote: {
      method: 'POST',
      path: '/orders/quote',
      access: MANUFACTURER,
      summary:
        'Price an order for a retailer on a day (its price lists, else the quantity discount) as POST /orders would; writes nothing',
      body: orderQuoteInputSchema,
      response: orderQuoteSchema,
    },
    changeStatus: {
      method: 'PATCH',
      path: '/orders/:id/status',
      access: MANUFACTURER,
      summary:
        'Accept (taking the items out of stock) or reject a PENDING order; an ON_HOLD one may be rejected, not accepted (409 with its reason)',
      params: idParamSchema,
      body: orderStatusUpdateSchema,
      response: orderSchema,
    },
    release: {
      method: 'POST',
      path: '/orders/:id/release',
      access: MANUFACTURER,
      summary: 'Release an ON_HOLD order (held for credit) to PENDING, with a note kept in its history',
      params: idParamSchema,
      body: orderReleaseSchema,
      response: orderSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/orders/:id',
      access: MANUFACTURER,
      summary:
        'Delete an order; an accepted one puts its stock back; a dispatched one cannot be deleted (409)',
      params: idParamSchema,
      status: 204,
    },
  }),
  ...defineEndpoints('manufacturer: dispatch and invoices', {
    dispatch: {
      method: 'POST',
      path: '/orders/:id/dispatches',
      access: MANUFACTURER,
      summary: 'Dispatch pieces of an accepted order: records the consignment and issues its tax invoice',
      params: idParamSchema,
      body: dispatchCreateSchema,
      response: dispatchWithInvoiceSchema,
      status: 201,
      idempotent: true,
    },
    cancelRemaining: {
      method: 'POST',
      path: '/orders/:id/cancel-remaining',
      access: MANUFACTURER,
      summary:
        'Close what was not dispatched (its pieces go back to stock): a partially dispatched order becomes DISPATCHED, an accepted one CANCELLED',
      params: idParamSchema,
      response: orderSchema,
    },
    history: {
      method: 'GET',
      path: '/orders/:id/history',
      access: MANUFACTURER,
      summary: 'Every change of the order (created, accepted, dispatched, invoiced, ...) with who and when',
      params: idParamSchema,
      response: orderHistorySchema,
    },
  }),
};
