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
  const invoices = createInvoiceService({ db, storage });
  await app.register(invoiceRoutes, { invoices });
  await app.register(creditNoteRoutes, {
    invoices,
    creditNotes: createCreditNoteService({ db, clock, backdateDays }),
  });
  await app.register(documentFileRoutes, {
    invoices,
    path: '/invoices',
    kind: 'INVOICE',
    pdfSummary: 'The A4 tax invoice PDF (kept in file storage)',
    eInvoiceSummary: "The invoice as the GST portal's INV-01 JSON (schema 1.1); registered recipients only",
  });
  await app.register(documentFileRoutes, {
    invoices,
    path: '/credit-notes',
    kind: 'CREDIT_NOTE',
    pdfSummary: 'The A4 credit note PDF (kept in file storage)',
    eInvoiceSummary: 'The credit note as INV-01 JSON (document type CRN)',
  });
};
