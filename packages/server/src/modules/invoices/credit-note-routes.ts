import { invoiceEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { actorOf, manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { CreditNoteService } from './credit-note-service';
import type { InvoiceService } from './invoice-service';

/** POST /invoices/{id}/credit-notes, GET /credit-notes/{id} (the PDF and e-invoice: document-file-routes). */
export const creditNoteRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceService;
  creditNotes: CreditNoteService;
}> = async (app, { invoices, creditNotes }) => {
  addEndpoint(
    app,
    endpoints.createCreditNote,
    (request) =>
      creditNotes.create(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    {
      preParsing: ownedIdMustExist((manufacturerId, id) =>
        invoices.assertExists(manufacturerId, id, 'INVOICE'),
      ),
    },
  );
  addEndpoint(app, endpoints.readCreditNote, (request) =>
    invoices.creditNote(manufacturerOf(request), request.params.id),
  );
};
