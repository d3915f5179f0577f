import { formatRupees, STATEMENT_ENTRY_LABELS, type Statement } from '@apparel/contracts';
import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS } from '../invoices/document-pdf';

const MARGIN = 36;
const PAGE_BOTTOM = 842 - MARGIN;
const WIDTH = 595 - 2 * MARGIN;

/** DD/MM/YYYY, as the product prints a day on screen. */
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

type Column = { title: string; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Entry', width: 82, align: 'left' },
  { title: 'Number', width: 92, align: 'left' },
  { title: 'Debit', width: 87, align: 'right' },
  { title: 'Credit', width: 87, align: 'right' },
  { title: 'Balance', width: 113, align: 'right' },
];

const amount = (rupees: number) => (rupees === 0 ? '' : formatRupees(rupees));

/**
 * A retailer's statement of account for a range as A4 PDF bytes (product.md §16): opening balance,
 * every entry with its running balance, closing balance, and what is due and overdue today.
 */
export const renderStatementPdf = (statement: Statement, supplierName: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `Statement of account: ${statement.retailer.name}, ${day(statement.from)} to ${day(statement.to)}`,
        Author: supplierName,
        CreationDate: new Date(`${statement.to}T00:00:00+05:30`),
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('body', DOCUMENT_FONTS.body);
    pdf.registerFont('bold', DOCUMENT_FONTS.bold);

    pdf.font('bold').fontSize(14).text('STATEMENT OF ACCOUNT', { align: 'center' });
    pdf.moveDown(0.5);
    pdf.font('body').fontSize(9);
    pdf.text(`From: ${supplierName}`);
    pdf.text(`To: ${statement.retailer.name}`);
    pdf.text(`Period: ${day(statement.from)} to ${day(statement.to)}`);
    pdf.moveDown(0.6);

    const row = (cells: string[], font: 'body' | 'bold') => {
      pdf.font(font).fontSize(8);
      const height = pdf.currentLineHeight(true) + 4;
      if (pdf.y + height > PAGE_BOTTOM) pdf.addPage();
      const y = pdf.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const column = COLUMNS[i];
        if (!column) return;
        pdf.text(cell, x, y, { width: column.width - 4, align: column.align, lineBreak: false });
        x += column.width;
      });
      pdf.y = y + height;
      pdf.x = MARGIN;
    };
    row(
      COLUMNS.map((c) => c.title),
      'bold',
    );
    row([day(statement.from), 'Opening balance', '', '', '', formatRupees(statement.opening)], 'body');
    for (const entry of statement.entries)
      row(
        [
          day(entry.date),
          STATEMENT_ENTRY_LABELS[entry.kind],
          entry.number,
          amount(entry.debit),
          amount(entry.credit),
          formatRupees(entry.balance),
        ],
        'body',
      );
    row([day(statement.to), 'Closing balance', '', '', '', formatRupees(statement.closing)], 'bold');
    pdf.moveDown(1);
    pdf
      .font('bold')
      .fontSize(10)
      .text(`Amount due: ${formatRupees(statement.amountDue)}`, MARGIN, pdf.y, {
        width: WIDTH,
        align: 'right',
      });
    pdf
      .font('body')
      .fontSize(9)
      .text(`Overdue: ${formatRupees(statement.overdue)}`, { width: WIDTH, align: 'right' });
    pdf.end();
  });
