import { creditTermsEndpoints, paymentEndpoints, receivableEndpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { attachment } from '../invoices/document-file-routes';
import { addEndpoint } from '../shared/endpoint-route';
import { actorOf, manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import { linkTermsOf } from './money-owed';
import type { PaymentService } from './payment-service';
import type { ReceivablesService } from './receivables-service';
import type { TermsService } from './terms-service';

type Services = {
  db: Database;
  terms: TermsService;
  payments: PaymentService;
  receivables: ReceivablesService;
};

/** Terms, payments, receivables, statements and their private links (product.md §16). */
export const creditRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { db, terms, payments, receivables },
) => {
  // Another manufacturer's retailer, payment or link answers 404 before any body is read.
  const retailerMustBeMine = ownedIdMustExist((manufacturerId, id) => linkTermsOf(db, manufacturerId, id));
  const paymentMustBeMine = ownedIdMustExist((manufacturerId, id) =>
    payments.assertExists(manufacturerId, id),
  );
  const linkMustBeMine = ownedIdMustExist((manufacturerId, id) =>
    receivables.assertLinkExists(manufacturerId, id),
  );

  addEndpoint(app, creditTermsEndpoints.read, (request) =>
    terms.read(manufacturerOf(request), request.params.id),
  );
  addEndpoint(
    app,
    creditTermsEndpoints.update,
    (request) => terms.update(manufacturerOf(request), request.params.id, request.body),
    { preParsing: retailerMustBeMine },
  );

  addEndpoint(app, paymentEndpoints.list, (request) => payments.list(manufacturerOf(request), request.query));
  addEndpoint(app, paymentEndpoints.read, (request) =>
    payments.read(manufacturerOf(request), request.params.id),
  );
  addEndpoint(app, paymentEndpoints.create, (request) =>
    payments.create(manufacturerOf(request), request.body, actorOf(request)),
  );
  addEndpoint(
    app,
    paymentEndpoints.reverse,
    (request) => payments.reverse(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing: paymentMustBeMine },
  );
  addEndpoint(app, paymentEndpoints.openInvoices, (request) =>
    payments.openInvoices(manufacturerOf(request), request.params.id),
  );

  addEndpoint(app, receivableEndpoints.list, (request) =>
    receivables.list(manufacturerOf(request), request.query),
  );
  addEndpoint(app, receivableEndpoints.export, async (request, reply) => {
    const csv = await receivables.exportCsv(manufacturerOf(request));
    return reply.headers(attachment('receivables.csv', 'text/csv; charset=utf-8')).send(csv);
  });
  addEndpoint(app, receivableEndpoints.statement, (request) =>
    receivables.statement(manufacturerOf(request), request.params.id, request.query),
  );
  addEndpoint(app, receivableEndpoints.statementPdf, async (request, reply) => {
    const { body, filename } = await receivables.pdf(
      manufacturerOf(request),
      request.params.id,
      request.query,
    );
    return reply.headers(attachment(filename, 'application/pdf')).send(body);
  });
  addEndpoint(app, receivableEndpoints.statementLinks, (request) =>
    receivables.links(manufacturerOf(request), request.params.id),
  );
  addEndpoint(
    app,
    receivableEndpoints.createStatementLink,
    (request) =>
      receivables.createLink(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing: retailerMustBeMine },
  );
  addEndpoint(
    app,
    receivableEndpoints.revokeStatementLink,
    (request) => receivables.revokeLink(manufacturerOf(request), request.params.id),
    { preParsing: linkMustBeMine },
  );
  // No session: the token is the key (and is revocable); the PDF opens inline in WhatsApp's browser.
  addEndpoint(app, receivableEndpoints.sharedStatementPdf, async (request, reply) => {
    const { body, filename } = await receivables.sharedPdf(request.params.token);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${filename}"`,
        'cache-control': 'no-store',
      })
      .send(body);
  });
};
