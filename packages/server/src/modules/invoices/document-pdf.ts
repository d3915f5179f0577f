import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type CreditNote,
  DOCUMENT_COPY_LABELS,
  type DocumentCopy,
  formatRupees,
  type Invoice,
  type TaxParty,
} from '@apparel/contracts';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

// DejaVu Sans carries the rupee sign (U+20B9). Parsed once: pdfkit takes a fontkit font and embeds a
// subset per document, so no document pays for reading the 700 KB font again.
const require = createRequire(import.meta.url);
const parsedFont = (file: string) =>
  fontkit.create(
    readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
  ) as unknown as PDFKit.Mixins.PDFFontSource; // pdfkit 0.20 takes a fontkit font; its types predate that
const FONT = parsedFont('DejaVuSans.ttf');
const BOLD = parsedFont('DejaVuSans-Bold.ttf');
/** The documents' fonts, parsed once (the statement of account prints with them too). */
export const DOCUMENT_FONTS = { body: FONT, bold: BOLD };

const MARGIN = 30;
const PAGE_BOTTOM = 842 - MARGIN;
const WIDTH = 595 - 2 * MARGIN;

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  /** The description (and header titles) may take several lines; the rest are one line. */
  wraps?: boolean;
  value: (line: Invoice['lines'][number]) => string;
};

const money = (rupees: number) => formatRupees(rupees).replace('₹', '');

/** A rate as printed: 5, 2.5, 0.125 (no trailing zeros). */
const percent = (rate: number) => `${Number(rate.toFixed(3))}`;

/** Rule 46 asks the rate of each tax head: CGST and SGST at half the GST rate each, or IGST at all of it. */
const columnsFor = (doc: Invoice | CreditNote): Column[] => {
  const tax: Column[] =
    doc.taxSplit === 'IGST'
      ? [
          { title: 'IGST %', width: 30, align: 'right', value: (l) => percent(l.gstRate) },
          { title: 'IGST', width: 86, align: 'right', value: (l) => money(l.igst) },
        ]
      : [
          { title: 'CGST %', width: 24, align: 'right', value: (l) => percent(l.gstRate / 2) },
          { title: 'CGST', width: 34, align: 'right', value: (l) => money(l.cgst) },
          { title: 'SGST %', width: 24, align: 'right', value: (l) => percent(l.gstRate / 2) },
          { title: 'SGST', width: 34, align: 'right', value: (l) => money(l.sgst) },
        ];
  return [
    { title: 'Sl', width: 16, align: 'left', value: (l) => String(l.slNo) },
    { title: 'Description', width: 118, align: 'left', wraps: true, value: (l) => l.description },
    { title: 'HSN', width: 38, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 26, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit', width: 22, align: 'left', value: (l) => l.unit },
    { title: 'Rate', width: 48, align: 'right', value: (l) => money(l.unitPrice) },
    { title: 'Discount', width: 42, align: 'right', value: (l) => money(l.discount) },
    { title: 'Taxable', width: 54, align: 'right', value: (l) => money(l.taxableValue) },
    ...tax,
    { title: 'Total', width: 56, align: 'right', value: (l) => money(l.total) },
  ];
};

const partyLines = (title: string, party: TaxParty): string[] => [
  title,
  party.name,
  party.address,
  `${party.city}${party.pinCode ? ` ${party.pinCode}` : ''}`,
  `State: ${party.state} (code ${party.stateCode})`,
  `GSTIN: ${party.gstin ?? 'Unregistered'}`,
  ...(party.deliveryAddress ? [`Delivery address: ${party.deliveryAddress}`] : []),
];

/** Midnight of the issue date in India: the one instant an issued document's file may carry. */
const issuedAt = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * An A4 tax invoice or credit note with every Rule 46 field that applies, as PDF bytes; the same bytes
 * on every render (issued documents never change), so nothing in it comes from the clock: pdfkit's
 * file ID is a hash of the info below (the number in the title, the copy, the issue date). Each copy
 * (Rule 48: original for the recipient, duplicate for the transporter, triplicate for the supplier)
 * says which it is at the top.
 */
export const renderTaxDocumentPdf = (
  document: Invoice | CreditNote,
  copy: DocumentCopy = 'original',
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const isInvoice = 'transport' in document;
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `${isInvoice ? 'Tax invoice' : 'Credit note'} ${document.number}`,
        Author: document.supplier.name,
        Subject: DOCUMENT_COPY_LABELS[copy],
        CreationDate: issuedAt(document.date),
        ModDate: issuedAt(document.date),
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('body', FONT);
    pdf.registerFont('bold', BOLD);

    pdf.font('body').fontSize(8).text(DOCUMENT_COPY_LABELS[copy], { align: 'right' });
    pdf
      .font('bold')
      .fontSize(14)
      .text(isInvoice ? 'TAX INVOICE' : 'CREDIT NOTE', { align: 'center' });
    pdf.moveDown(0.5);
    const top = pdf.y;
    pdf.font('body').fontSize(8);
    pdf.text(partyLines('Supplier', document.supplier).join('\n'), MARGIN, top, { width: WIDTH / 2 - 10 });
    const leftBottom = pdf.y;
    const facts = [
      `${isInvoice ? 'Invoice' : 'Credit note'} number: ${document.number}`,
      `Date: ${document.date}`,
      ...(isInvoice ? [`Due date: ${document.dueDate}`] : []),
      `Place of supply: ${document.placeOfSupply.state} (code ${document.placeOfSupply.stateCode})`,
      `Reverse charge: ${document.reverseCharge}`,
      `Order: #${document.orderId}`,
      ...(isInvoice
        ? [
            `Transporter: ${document.transport.transporter}`,
            ...(document.transport.lrNumber ? [`LR/docket: ${document.transport.lrNumber}`] : []),
            ...(document.transport.vehicleNumber ? [`Vehicle: ${document.transport.vehicleNumber}`] : []),
          ]
        : [`Against invoice ${document.invoice.number} of ${document.invoice.date}`]),
    ];
    pdf.text(facts.join('\n'), MARGIN + WIDTH / 2, top, { width: WIDTH / 2 });
    pdf.y = Math.max(leftBottom, pdf.y) + 6;
    pdf.text(partyLines('Recipient', document.recipient).join('\n'), MARGIN, pdf.y, {
      width: WIDTH / 2 - 10,
    });
    pdf.moveDown(0.8);

    const columns = columnsFor(document);
    const row = (cells: string[], font: 'body' | 'bold') => {
      pdf.font(font).fontSize(7);
      // Titles may wrap in any column; in a line only the description does.
      const wraps = (i: number) => font === 'bold' || columns[i]?.wraps === true;
      // Only the description wraps; a number or code is one line (measuring each cell doubled the work).
      const height =
        Math.max(
          pdf.currentLineHeight(true),
          ...cells.map((cell, i) =>
            wraps(i) ? pdf.heightOfString(cell, { width: (columns[i]?.width ?? 20) - 2 }) : 0,
          ),
        ) + 3;
      if (pdf.y + height > PAGE_BOTTOM) pdf.addPage();
      const y = pdf.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        pdf.text(cell, x, y, { width: column.width - 2, align: column.align, lineBreak: wraps(i) });
        x += column.width;
      });
      pdf.y = y + height;
      pdf.x = MARGIN;
    };
    row(
      columns.map((c) => c.title),
      'bold',
    );
    for (const line of document.lines)
      row(
        columns.map((c) => c.value(line)),
        'body',
      );

    pdf.moveDown(0.5);
    // The summary, totals and signature stay together on one page.
    if (pdf.y > PAGE_BOTTOM - 170 - 10 * document.hsnSummary.length) pdf.addPage();
    pdf.font('bold').fontSize(8).text('HSN summary', MARGIN, pdf.y);
    pdf.font('body').fontSize(7);
    for (const h of document.hsnSummary) {
      const taxes =
        document.taxSplit === 'IGST'
          ? `IGST ${percent(h.gstRate)} % ${money(h.igst)}`
          : `CGST ${percent(h.gstRate / 2)} % ${money(h.cgst)}, SGST ${percent(h.gstRate / 2)} % ${money(h.sgst)}`;
      pdf.text(`HSN ${h.hsn}: ${h.quantity} PCS, taxable ${money(h.taxableValue)}, ${taxes}`, MARGIN);
    }
    pdf.moveDown(0.5);
    const totals = [
      `Taxable value: ${formatRupees(document.taxableValue)}`,
      ...(document.taxSplit === 'IGST'
        ? [`IGST: ${formatRupees(document.igst)}`]
        : [`CGST: ${formatRupees(document.cgst)}`, `SGST: ${formatRupees(document.sgst)}`]),
      `Round off: ${formatRupees(document.roundOff)}`,
    ];
    pdf.font('body').fontSize(8).text(totals.join('\n'), MARGIN, pdf.y, { width: WIDTH, align: 'right' });
    pdf
      .font('bold')
      .fontSize(10)
      .text(`Total: ${formatRupees(document.total)}`, { width: WIDTH, align: 'right' });
    pdf.font('body').fontSize(8).text(document.totalInWords, MARGIN, pdf.y, { width: WIDTH });
    if (isInvoice && document.eWayBill.required)
      pdf.text(
        `e-way bill needed: consignment value ${formatRupees(document.eWayBill.consignmentValue)} exceeds ${formatRupees(document.eWayBill.threshold)}`,
      );
    pdf.moveDown(2);
    pdf.text(`For ${document.supplier.name}`, { width: WIDTH, align: 'right' });
    pdf.moveDown(2);
    pdf.text('Authorised signatory', { width: WIDTH, align: 'right' });
    pdf.end();
  });
