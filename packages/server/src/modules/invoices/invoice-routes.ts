import {
  idParamSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, security } from '../shared/route-helpers';
import { attachment, DOCUMENT_TAGS } from './document-file-routes';
import type { InvoiceService } from './invoice-service';

const tags = DOCUMENT_TAGS;

/** GET /invoices, /invoices/export, /invoices/{id} (the PDF and e-invoice: document-file-routes). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/invoices',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'One page of my tax invoices, newest first; filters: month (YYYY-MM), retailerId',
        querystring: invoiceListQuerySchema,
        response: { 200: invoicePageSchema },
      },
    },
    (request) => invoices.list(manufacturerOf(request), request.query),
  );

  app.get(
    '/invoices/export',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: "A month's invoices as CSV in GSTR-1 style columns, one row per invoice and rate (streamed)",
        querystring: invoiceExportQuerySchema,
      },
    },
    (request, reply) =>
      reply
        .headers(attachment(`invoices-${request.query.month}.csv`, 'text/csv; charset=utf-8'))
        .send(invoices.exportCsv(manufacturerOf(request), request.query.month)),
  );

  app.get(
    '/invoices/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'A tax invoice: parties, place of supply, lines, HSN summary, totals in figures and words',
        params: idParamSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.invoice(manufacturerOf(request), request.params.id),
  );
};
