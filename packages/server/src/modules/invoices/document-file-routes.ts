import { eInvoiceSchema, idParamSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, security } from '../shared/route-helpers';
import type { InvoiceService } from './invoice-service';

export const DOCUMENT_TAGS = ['manufacturer: dispatch and invoices'];

export const attachment = (filename: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

type DocumentFiles = {
  invoices: InvoiceService;
  /** `/invoices` or `/credit-notes`. */
  path: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  pdfSummary: string;
  eInvoiceSummary: string;
};

/** GET {path}/{id}/pdf and {path}/{id}/e-invoice: a tax document's A4 PDF and its INV-01 JSON. */
export const documentFileRoutes: FastifyPluginAsyncZod<DocumentFiles> = async (
  app,
  { invoices, path, kind, pdfSummary, eInvoiceSummary },
) => {
  app.get(
    `${path}/:id/pdf`,
    {
      config: MANUFACTURER_ONLY,
      schema: { tags: DOCUMENT_TAGS, security, summary: pdfSummary, params: idParamSchema },
    },
    async (request, reply) => {
      const { body, filename } = await invoices.pdf(manufacturerOf(request), request.params.id, kind);
      return reply.headers(attachment(filename, 'application/pdf')).send(body);
    },
  );

  app.get(
    `${path}/:id/e-invoice`,
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags: DOCUMENT_TAGS,
        security,
        summary: eInvoiceSummary,
        params: idParamSchema,
        response: { 200: eInvoiceSchema },
      },
    },
    async (request, reply) => {
      const { json, filename } = await invoices.eInvoice(manufacturerOf(request), request.params.id, kind);
      return reply.headers(attachment(filename, 'application/json; charset=utf-8')).send(json);
    },
  );
};
