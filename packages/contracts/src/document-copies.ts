import * as z from './zod';

/**
 * The copies Rule 48 asks of a tax invoice, each marked on its PDF: the original goes to the recipient,
 * the duplicate travels with the goods, the triplicate stays with the supplier (product.md §11).
 */
export const DOCUMENT_COPIES = ['original', 'duplicate', 'triplicate'] as const;
export type DocumentCopy = (typeof DOCUMENT_COPIES)[number];

export const DOCUMENT_COPY_LABELS: Readonly<Record<DocumentCopy, string>> = {
  original: 'Original for Recipient',
  duplicate: 'Duplicate for Transporter',
  triplicate: 'Triplicate for Supplier',
};

/** GET /invoices/{id}/pdf and /credit-notes/{id}/pdf: which copy (the original when absent). */
export const documentPdfQuerySchema = z.object({
  copy: z.enum(DOCUMENT_COPIES, { error: `copy must be one of ${DOCUMENT_COPIES.join(', ')}` }).optional(),
});
