import {
  eInvoiceSchema,
  idParamSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, security } from '../shared/route-helpers';
import type { InvoiceService } from './invoice-service';

const tags = ['manufacturer: dispatch and invoices'];

export const attachment = (filename: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

/** GET /invoices, /invoices/export, /invoices/{id}, /invoices/{id}/pdf, /invoices/{id}/e-invoice. */
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

  app.get(
    '/invoices/:id/pdf',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'The A4 tax invoice PDF (kept in file storage)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const { body, filename } = await invoices.pdf(manufacturerOf(request), request.params.id, 'INVOICE');
      return reply.headers(attachment(filename, 'application/pdf')).send(body);
    },
  );

  app.get(
    '/invoices/:id/e-invoice',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: "The invoice as the GST portal's INV-01 JSON (schema 1.1); registered recipients only",
        params: idParamSchema,
        response: { 200: eInvoiceSchema },
      },
    },
    async (request, reply) => {
      const { json, filename } = await invoices.eInvoice(
        manufacturerOf(request),
        request.params.id,
        'INVOICE',
      );
      return reply.headers(attachment(filename, 'application/json; charset=utf-8')).send(json);
    },
  );
};
