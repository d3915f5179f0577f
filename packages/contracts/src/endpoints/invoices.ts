import { creditNoteCreateSchema } from '../dispatch';
import { documentPdfQuerySchema } from '../document-copies';
import { eInvoiceSchema } from '../e-invoice';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  creditNoteSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
} from '../invoices';

/**
 * Tax invoices and credit notes (answers, PDFs, e-invoice JSON, the accountant's CSV). The files
 * are downloads (`file`), not JSON to parse; the e-invoice's shape is still declared for the OpenAPI
 * document and the server's serializer, as its 200 among `otherResponses`.
 */
export const invoiceEndpoints = defineEndpoints('manufacturer: dispatch and invoices', {
  list: {
    method: 'GET',
    path: '/invoices',
    access: MANUFACTURER,
    summary: 'One page of my tax invoices, newest first; filters: month (YYYY-MM), retailerId',
    query: invoiceListQuerySchema,
    response: invoicePageSchema,
  },
  export: {
    method: 'GET',
    path: '/invoices/export',
    access: MANUFACTURER,
    summary: "A month's invoices as CSV in GSTR-1 style columns, one row per invoice and rate (streamed)",
    query: invoiceExportQuerySchema,
    file: true,
  },
  read: {
    method: 'GET',
    path: '/invoices/:id',
    access: MANUFACTURER,
    summary: 'A tax invoice: parties, place of supply, lines, HSN summary, totals in figures and words',
    params: idParamSchema,
    response: invoiceSchema,
  },
  createCreditNote: {
    method: 'POST',
    path: '/invoices/:id/credit-notes',
    access: MANUFACTURER,
    summary:
      'Take returns against an invoice (at most invoiced minus returned per line), with or without restock',
    params: idParamSchema,
    body: creditNoteCreateSchema,
    response: creditNoteSchema,
    status: 201,
    idempotent: true,
  },
  readCreditNote: {
    method: 'GET',
    path: '/credit-notes/:id',
    access: MANUFACTURER,
    summary: 'A credit note with its lines, tax split and the invoice it reduces',
    params: idParamSchema,
    response: creditNoteSchema,
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/:id/pdf',
    access: MANUFACTURER,
    summary: 'The A4 tax invoice PDF (the original kept in file storage; ?copy=duplicate|triplicate)',
    params: idParamSchema,
    query: documentPdfQuerySchema,
    file: true,
  },
  invoiceEInvoice: {
    method: 'GET',
    path: '/invoices/:id/e-invoice',
    access: MANUFACTURER,
    summary: "The invoice as the GST portal's INV-01 JSON (schema 1.1); registered recipients only",
    params: idParamSchema,
    otherResponses: { 200: eInvoiceSchema },
    file: true,
  },
  creditNotePdf: {
    method: 'GET',
    path: '/credit-notes/:id/pdf',
    access: MANUFACTURER,
    summary: 'The A4 credit note PDF (the original kept in file storage; ?copy=duplicate|triplicate)',
    params: idParamSchema,
    query: documentPdfQuerySchema,
    file: true,
  },
  creditNoteEInvoice: {
    method: 'GET',
    path: '/credit-notes/:id/e-invoice',
    access: MANUFACTURER,
    summary: 'The credit note as INV-01 JSON (document type CRN)',
    params: idParamSchema,
    otherResponses: { 200: eInvoiceSchema },
    file: true,
  },
});
