import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  openInvoicesSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentReverseSchema,
  paymentSchema,
} from '../payments';

/** product.md §16: payments from retailers, allocated to invoices, reversed (never edited). */
export const paymentEndpoints = defineEndpoints('manufacturer: payments', {
  list: {
    method: 'GET',
    path: '/payments',
    access: MANUFACTURER,
    summary: 'One page of payments received, newest first; filter: retailerId',
    query: paymentListQuerySchema,
    response: paymentPageSchema,
  },
  read: {
    method: 'GET',
    path: '/payments/:id',
    access: MANUFACTURER,
    summary: 'A payment with its allocations and reversal',
    params: idParamSchema,
    response: paymentSchema,
  },
  create: {
    method: 'POST',
    path: '/payments',
    access: MANUFACTURER,
    summary:
      "Record a payment: allocated to the retailer's open invoices oldest due first (or as `allocations` say); the rest is an advance",
    body: paymentCreateSchema,
    response: paymentSchema,
    status: 201,
    idempotent: true,
  },
  reverse: {
    method: 'POST',
    path: '/payments/:id/reverse',
    access: MANUFACTURER,
    summary:
      'Reverse a payment (bounced cheque, wrong entry): its allocations stop counting; recorded with the note',
    params: idParamSchema,
    body: paymentReverseSchema,
    response: paymentSchema,
    idempotent: true,
  },
  openInvoices: {
    method: 'GET',
    path: '/manufacturer/retailers/:id/open-invoices',
    access: MANUFACTURER,
    summary: "A retailer's invoices that still owe something, oldest due first, and its advance",
    params: idParamSchema,
    response: openInvoicesSchema,
  },
});
