import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxDocuments } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/**
 * A document's PDF through the storage driver (local disk or S3): made on first download and stored,
 * then read back. Of two first downloads racing, one key wins (`pdf_key is null` in the update) and
 * the other's file is deleted. A stored file that went missing is made again.
 */
export const storedDocumentPdf = async (
  db: Database,
  storage: FileStorage,
  document: { id: number; pdfKey: string | null },
  render: () => Promise<Buffer>,
): Promise<Readable | Buffer> => {
  if (document.pdfKey) {
    const opened = await storage.open(document.pdfKey);
    if (opened) return opened.body;
  }
  const bytes = await render();
  const stored = await storage.save(bytes, {
    folder: 'tax-documents',
    extension: 'pdf',
    contentType: 'application/pdf',
  });
  const [won] = await db
    .update(taxDocuments)
    .set({ pdfKey: stored.key })
    .where(
      and(
        eq(taxDocuments.id, document.id),
        document.pdfKey ? eq(taxDocuments.pdfKey, document.pdfKey) : isNull(taxDocuments.pdfKey),
      ),
    )
    .returning({ id: taxDocuments.id });
  if (!won) await storage.delete(stored.key);
  return bytes;
};
