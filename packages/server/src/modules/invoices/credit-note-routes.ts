import { creditNoteCreateSchema, creditNoteSchema, idParamSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOnce, IDEMPOTENT_NOTE } from '../shared/idempotency';
import {
  actorOf,
  MANUFACTURER_ONLY,
  manufacturerOf,
  ownedIdMustExist,
  security,
} from '../shared/route-helpers';
import type { CreditNoteService } from './credit-note-service';
import { DOCUMENT_TAGS } from './document-file-routes';
import type { InvoiceService } from './invoice-service';

const tags = DOCUMENT_TAGS;

/** POST /invoices/{id}/credit-notes, GET /credit-notes/{id} (the PDF and e-invoice: document-file-routes). */
export const creditNoteRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceService;
  creditNotes: CreditNoteService;
}> = async (app, { invoices, creditNotes }) => {
  app.post(
    '/invoices/:id/credit-notes',
    {
      // Money-moving (issue 34); once the invoices' endpoint table exists, its entry says `idempotent: true`.
      config: { ...MANUFACTURER_ONLY, idempotent: true },
      preParsing: ownedIdMustExist((manufacturerId, id) =>
        invoices.assertExists(manufacturerId, id, 'INVOICE'),
      ),
      schema: {
        tags,
        security,
        summary:
          'Take returns against an invoice (at most invoiced minus returned per line), with or without restock',
        description: IDEMPOTENT_NOTE,
        params: idParamSchema,
        body: creditNoteCreateSchema,
        response: { 201: creditNoteSchema },
      },
    },
    (request, reply) =>
      answerOnce(request, reply, 201, () =>
        creditNotes.create(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
      ),
  );

  app.get(
    '/credit-notes/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'A credit note with its lines, tax split and the invoice it reduces',
        params: idParamSchema,
        response: { 200: creditNoteSchema },
      },
    },
    (request) => invoices.creditNote(manufacturerOf(request), request.params.id),
  );
};
