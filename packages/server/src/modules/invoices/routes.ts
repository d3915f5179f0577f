import { invoiceEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { creditNoteRoutes } from './credit-note-routes';
import { createCreditNoteService } from './credit-note-service';
import { documentFileRoutes } from './document-file-routes';
import { invoiceRoutes } from './invoice-routes';
import { createInvoiceService } from './invoice-service';

/** Issue 19: tax invoices and credit notes (answers, PDFs, e-invoice JSON, the accountant's CSV). */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** How many days back a credit note may be dated (DOCUMENT_BACKDATE_DAYS). */
  backdateDays: number;
}> = async (app, { db, clock, storage, backdateDays }) => {
  const invoices = createInvoiceService({ db, storage, clock });
  await app.register(invoiceRoutes, { invoices });
  await app.register(creditNoteRoutes, {
    invoices,
    creditNotes: createCreditNoteService({ db, clock, backdateDays }),
  });
  await app.register(documentFileRoutes, {
    invoices,
    kind: 'INVOICE',
    pdf: endpoints.invoicePdf,
    eInvoice: endpoints.invoiceEInvoice,
  });
  await app.register(documentFileRoutes, {
    invoices,
    kind: 'CREDIT_NOTE',
    pdf: endpoints.creditNotePdf,
    eInvoice: endpoints.creditNoteEInvoice,
  });
};
