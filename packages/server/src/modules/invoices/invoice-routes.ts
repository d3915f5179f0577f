import { invoiceEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf } from '../shared/route-helpers';
import { attachment } from './document-file-routes';
import type { InvoiceService } from './invoice-service';

/** GET /invoices, /invoices/export, /invoices/{id} (the PDF and e-invoice: document-file-routes). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  addEndpoint(app, endpoints.list, (request) => invoices.list(manufacturerOf(request), request.query));
  addEndpoint(app, endpoints.export, (request, reply) =>
    reply
      .headers(attachment(`invoices-${request.query.month}.csv`, 'text/csv; charset=utf-8'))
      .send(invoices.exportCsv(manufacturerOf(request), request.query.month)),
  );
  addEndpoint(app, endpoints.read, (request) => invoices.invoice(manufacturerOf(request), request.params.id));
};
