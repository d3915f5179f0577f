import { defineEndpoints, MANUFACTURER, PUBLIC } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  receivablesQuerySchema,
  receivablesSchema,
  statementLinkCreateSchema,
  statementLinkListSchema,
  statementLinkSchema,
  statementQuerySchema,
  statementSchema,
  statementTokenParamSchema,
} from '../receivables';

/** product.md §16: who owes what and for how long, and each retailer's statement of account. */
export const receivableEndpoints = defineEndpoints('manufacturer: receivables', {
  list: {
    method: 'GET',
    path: '/receivables',
    access: MANUFACTURER,
    summary:
      'Per retailer: outstanding, overdue and ageing by days past due, largest overdue first, with totals',
    query: receivablesQuerySchema,
    response: receivablesSchema,
  },
  export: {
    method: 'GET',
    path: '/receivables/export',
    access: MANUFACTURER,
    summary: 'The receivables as CSV, one row per retailer and a totals row',
    file: true,
  },
  statement: {
    method: 'GET',
    path: '/manufacturer/retailers/:id/statement',
    access: MANUFACTURER,
    summary:
      "A retailer's statement of account for India days from..to: opening, every entry with running balance, closing",
    params: idParamSchema,
    query: statementQuerySchema,
    response: statementSchema,
  },
  statementPdf: {
    method: 'GET',
    path: '/manufacturer/retailers/:id/statement/pdf',
    access: MANUFACTURER,
    summary: 'The statement of account as an A4 PDF',
    params: idParamSchema,
    query: statementQuerySchema,
    file: true,
  },
  statementLinks: {
    method: 'GET',
    path: '/manufacturer/retailers/:id/statement/links',
    access: MANUFACTURER,
    summary: "The private links made to a retailer's statement PDF, newest first",
    params: idParamSchema,
    response: statementLinkListSchema,
  },
  createStatementLink: {
    method: 'POST',
    path: '/manufacturer/retailers/:id/statement/links',
    access: MANUFACTURER,
    summary:
      "A private link to this retailer's statement PDF for from..to (for the WhatsApp message), working until revoked",
    params: idParamSchema,
    body: statementLinkCreateSchema,
    response: statementLinkSchema,
    status: 201,
  },
  revokeStatementLink: {
    method: 'POST',
    path: '/manufacturer/statement-links/:id/revoke',
    access: MANUFACTURER,
    summary: 'Revoke a statement link: it answers 404 from now on',
    params: idParamSchema,
    response: statementLinkSchema,
  },
  sharedStatementPdf: {
    method: 'GET',
    path: '/statement-links/:token/pdf',
    access: PUBLIC,
    summary: 'The statement PDF a private link opens (no session; 404 once revoked)',
    params: statementTokenParamSchema,
    file: true,
  },
});
