import PDFDocument from 'pdfkit';
import { encodePng, type Rgb } from '../shared/png';

// The same bytes on every start: the file's dates are fixed, not the clock's.
const PDF_DATE = new Date('2026-01-01T00:00:00Z');

/** Small real files made in code for the demo library (and tests): no binary assets in the repo. */

/**
 * A PNG of `width` x `height`: diagonal stripes of two colours, so a thumbnail shows something that
 * looks like fabric.
 */
export const stripedPng = (width: number, height: number, first: Rgb, second: Rgb): Buffer =>
  encodePng(width, height, (x, y) => (Math.floor((x + y) / 12) % 2 === 0 ? first : second));

/** A one-page A4 PDF showing `lines` of text, made by pdfkit like the product's invoices. */
export const textPdf = (lines: readonly string[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      pdfVersion: '1.4',
      info: { CreationDate: PDF_DATE, ModDate: PDF_DATE },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica').fontSize(18);
    for (const line of lines) pdf.text(line || ' ');
    pdf.end();
  });
