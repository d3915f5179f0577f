import {
  type CreditNote,
  type DocumentCopy,
  type EInvoice,
  type Invoice,
  type InvoiceListQuery,
  type InvoicePage,
  todayInIndia,
} from '@apparel/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { renderTaxDocumentPdf } from './document-pdf';
import { createDocumentPdfStore } from './document-pdf-store';
import { creditNoteView, findDocumentRow, invoiceView } from './document-view';
import { eInvoiceOf } from './e-invoice';
import { exportInvoicesCsv } from './invoice-export';
import { listInvoices } from './invoice-list';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

const KINDS = {
  INVOICE: { view: invoiceView, missing: INVOICE_NOT_FOUND },
  CREDIT_NOTE: { view: creditNoteView, missing: CREDIT_NOTE_NOT_FOUND },
} as const;
type Kind = keyof typeof KINDS;

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** Reading issued invoices and credit notes: answers, PDFs, e-invoice JSON, the month's CSV. */
export const createInvoiceService = ({
  db,
  storage,
  clock,
}: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
}) => {
  const today = () => todayInIndia(clock());
  const pdfs = createDocumentPdfStore({ db, storage });
  const rowOf = async (manufacturerId: number, id: number, kind: Kind) => {
    const row = await findDocumentRow(db, manufacturerId, id, kind);
    if (!row) throw notFound(KINDS[kind].missing);
    return row;
  };
  const read = async (manufacturerId: number, id: number, kind: Kind): Promise<Invoice | CreditNote> =>
    KINDS[kind].view(db, await rowOf(manufacturerId, id, kind), today());

  return {
    assertExists: async (manufacturerId: number, id: number, kind: Kind): Promise<void> => {
      await rowOf(manufacturerId, id, kind);
    },
    invoice: (manufacturerId: number, id: number) => read(manufacturerId, id, 'INVOICE') as Promise<Invoice>,
    creditNote: (manufacturerId: number, id: number) =>
      read(manufacturerId, id, 'CREDIT_NOTE') as Promise<CreditNote>,
    list: (manufacturerId: number, query: InvoiceListQuery): Promise<InvoicePage> =>
      listInvoices(db, manufacturerId, query, today()),
    exportCsv: (manufacturerId: number, month: string) => exportInvoicesCsv(db, manufacturerId, month),

    /** The original is made once and kept; a duplicate or triplicate renders the same bytes each time. */
    async pdf(manufacturerId: number, id: number, kind: Kind, copy: DocumentCopy = 'original') {
      const row = await rowOf(manufacturerId, id, kind);
      const name = row.number.replace(/\//g, '-');
      if (copy !== 'original')
        return {
          body: await renderTaxDocumentPdf(await KINDS[kind].view(db, row, today()), copy),
          filename: `${name}-${copy}.pdf`,
        };
      const body = await pdfs.pdf(row, async () =>
        renderTaxDocumentPdf(await KINDS[kind].view(db, row, today())),
      );
      return { body, filename: `${name}.pdf` };
    },

    async eInvoice(
      manufacturerId: number,
      id: number,
      kind: Kind,
    ): Promise<{ json: EInvoice; filename: string }> {
      const document = await read(manufacturerId, id, kind);
      return {
        json: eInvoiceOf(document),
        filename: `${document.number.replace(/\//g, '-')}-e-invoice.json`,
      };
    },
  };
};
