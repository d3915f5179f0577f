import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/** Rounds of "someone else stored one, and it is gone too" before a download gives up. */
const MAX_ROUNDS = 3;

const storedKeyOf = async (db: Database, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ pdfKey: taxDocuments.pdfKey })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row) throw new Error(`Tax document ${id} is gone`);
  return row.pdfKey;
};

/** Points the document at `next` only if it still names `current`: of two instances, one wins. */
const replaceKey = async (db: Database, id: number, current: string | null, next: string) => {
  const [won] = await db
    .update(taxDocuments)
    .set({ pdfKey: next })
    .where(
      and(eq(taxDocuments.id, id), current ? eq(taxDocuments.pdfKey, current) : isNull(taxDocuments.pdfKey)),
    )
    .returning({ id: taxDocuments.id });
  return !!won;
};

/**
 * The document's stored PDF, or one rendered and stored now. Another instance may store one at the
 * same time: the conditional update lets one file win, and the loser answers the winner's bytes and
 * deletes its own (so what is answered is always what is kept, even from a build that renders differently).
 */
const storeFirstPdf = async (
  db: Database,
  storage: FileStorage,
  id: number,
  render: () => Promise<Buffer>,
): Promise<Buffer> => {
  let mine: { key: string; bytes: Buffer } | null = null;
  let kept = false;
  try {
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const current = await storedKeyOf(db, id);
      if (current) {
        const opened = await storage.open(current);
        if (opened) return await buffer(opened.body);
      }
      if (!mine) {
        const bytes = await render();
        const stored = await storage.save(bytes, {
          folder: 'tax-documents',
          extension: 'pdf',
          contentType: 'application/pdf',
        });
        mine = { key: stored.key, bytes };
      }
      if (await replaceKey(db, id, current, mine.key)) {
        kept = true;
        // A file that went missing: its record names bytes that are not there, and no row names it now.
        if (current) await storage.delete(current).catch(() => undefined);
        return mine.bytes;
      }
    }
    throw new Error(`Tax document ${id}: its stored PDF kept disappearing`);
  } finally {
    // A failed delete leaves a PENDING record no row names: the sweep removes it.
    if (mine && !kept) await storage.delete(mine.key).catch(() => undefined);
  }
};

export type DocumentPdfStore = ReturnType<typeof createDocumentPdfStore>;

/**
 * Tax documents' PDFs through the storage driver (local disk or S3): rendered on first download,
 * stored, and then kept for ever (the sweep keeps what `pdf_key` names); a stored file that went
 * missing is rendered again (the same bytes: `document-pdf.ts`). Parallel first downloads in this
 * process share one render; across instances, one stored file wins.
 */
export const createDocumentPdfStore = ({ db, storage }: { db: Database; storage: FileStorage }) => {
  const rendering = new Map<number, Promise<Buffer>>();
  return {
    async pdf(
      document: { id: number; pdfKey: string | null },
      render: () => Promise<Buffer>,
    ): Promise<Readable | Buffer> {
      if (document.pdfKey) {
        const opened = await storage.open(document.pdfKey);
        if (opened) return opened.body;
      }
      let first = rendering.get(document.id);
      if (!first) {
        first = storeFirstPdf(db, storage, document.id, render).finally(() => rendering.delete(document.id));
        rendering.set(document.id, first);
      }
      return first;
    },
  };
};
