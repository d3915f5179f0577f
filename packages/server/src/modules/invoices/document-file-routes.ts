import type { invoiceEndpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf } from '../shared/route-helpers';
import type { InvoiceService } from './invoice-service';

export const attachment = (filename: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

type Endpoints = typeof invoiceEndpoints;

type DocumentFiles = {
  invoices: InvoiceService;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  /** The document's `{id}/pdf` and `{id}/e-invoice` entries (of invoices or of credit notes). */
  pdf: Endpoints['invoicePdf'] | Endpoints['creditNotePdf'];
  eInvoice: Endpoints['invoiceEInvoice'] | Endpoints['creditNoteEInvoice'];
};

/** GET {path}/{id}/pdf and {path}/{id}/e-invoice: a tax document's A4 PDF and its INV-01 JSON. */
export const documentFileRoutes: FastifyPluginAsyncZod<DocumentFiles> = async (
  app,
  { invoices, kind, pdf, eInvoice },
) => {
  addEndpoint(app, pdf, async (request, reply) => {
    const { body, filename } = await invoices.pdf(
      manufacturerOf(request),
      request.params.id,
      kind,
      request.query.copy,
    );
    return reply.headers(attachment(filename, 'application/pdf')).send(body);
  });

  addEndpoint(app, eInvoice, async (request, reply) => {
    const { json, filename } = await invoices.eInvoice(manufacturerOf(request), request.params.id, kind);
    return reply.headers(attachment(filename, 'application/json; charset=utf-8')).send(json);
  });
};
