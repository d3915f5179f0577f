import { AVAILABILITY_LABELS, formatRupees, type LineSheetView } from '@apparel/contracts';
import PDFDocument from 'pdfkit';
import { BOLD, FONT } from '../invoices/document-pdf';

const MARGIN = 36;
const PAGE_BOTTOM = 842 - MARGIN;
const WIDTH = 595 - 2 * MARGIN;
const IMAGE_SIZE = 84;
const TEXT_LEFT = MARGIN + IMAGE_SIZE + 12;
const TEXT_WIDTH = WIDTH - IMAGE_SIZE - 12;

/** DD/MM/YYYY of a YYYY-MM-DD day. */
const day = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

/** The first picture of each product, as bytes pdfkit can draw (PNG or JPEG), by product id. */
export type PdfImages = ReadonlyMap<number, Buffer>;

const cellName = (
  product: LineSheetView['products'][number],
  cell: { colorId: number | null; sizeId: number | null },
) =>
  [
    product.colors.find((c) => c.id === cell.colorId)?.name,
    product.sizes.find((s) => s.id === cell.sizeId)?.name,
  ]
    .filter(Boolean)
    .join(' ') || 'One size';

/**
 * The line sheet as an A4 PDF for one retailer (product.md §17): the manufacturer, the sheet's dates,
 * then each product with its picture, its cells' availability and that retailer's price with its rungs,
 * made when asked from the live view (so it carries today's prices and stock).
 */
export const renderLineSheetPdf = (
  view: LineSheetView,
  retailerName: string,
  images: PdfImages,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: `${view.sheet.name}: line sheet`, Author: view.manufacturer.name },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('body', FONT);
    pdf.registerFont('bold', BOLD);

    pdf.font('bold').fontSize(10).text(view.manufacturer.name);
    pdf.font('bold').fontSize(18).text(view.sheet.name);
    pdf.font('body').fontSize(9);
    const facts = [
      `Prices for ${retailerName}`,
      view.sheet.deliveryFrom || view.sheet.deliveryTo
        ? `Delivery: ${day(view.sheet.deliveryFrom)} – ${day(view.sheet.deliveryTo)}`
        : '',
      view.sheet.orderBy ? `Order by: ${day(view.sheet.orderBy)}` : '',
    ].filter(Boolean);
    pdf.text(facts.join('\n'));
    if (view.sheet.note) pdf.moveDown(0.3).text(view.sheet.note, { width: WIDTH });
    pdf.moveDown(0.8);

    for (const product of view.products) {
      const lines = [
        `SKU ${product.sku}`,
        product.colors.length ? `Colours: ${product.colors.map((c) => c.name).join(', ')}` : '',
        product.sizes.length ? `Sizes: ${product.sizes.map((s) => s.name).join(', ')}` : '',
        `Unit price ${formatRupees(product.unitPrice)} (${product.priceSource})`,
        ...product.rungs.map((rung) => `  ${rung.minQty}+ pieces: ${formatRupees(rung.unitPrice)}`),
        [
          product.minOrderQty ? `Minimum ${product.minOrderQty}` : '',
          product.maxOrderQty ? `maximum ${product.maxOrderQty}` : '',
          product.orderMultiple ? `in multiples of ${product.orderMultiple}` : '',
        ]
          .filter(Boolean)
          .join(', '),
        product.packs.length
          ? `Packs: ${product.packs
              .map(
                (pack) =>
                  `${pack.name} (${pack.ratios
                    .map((r) => `${product.sizes.find((s) => s.id === r.sizeId)?.name ?? r.sizeId}=${r.qty}`)
                    .join(', ')})`,
              )
              .join('; ')}`
          : '',
        `Stock: ${product.cells
          .map(
            (cell) =>
              `${cellName(product, cell)} ${cell.stockLeft !== undefined ? cell.stockLeft : AVAILABILITY_LABELS[cell.availability]}`,
          )
          .join(', ')}`,
      ].filter(Boolean);
      pdf.font('body').fontSize(8);
      const textHeight = pdf.heightOfString(lines.join('\n'), { width: TEXT_WIDTH }) + 14;
      const blockHeight = Math.max(IMAGE_SIZE, textHeight) + 12;
      if (pdf.y + blockHeight > PAGE_BOTTOM) pdf.addPage();
      const top = pdf.y;
      const image = images.get(product.id);
      if (image) {
        try {
          pdf.image(image, MARGIN, top, { fit: [IMAGE_SIZE, IMAGE_SIZE], align: 'center', valign: 'center' });
        } catch {
          // A picture pdfkit cannot read (a GIF or WebP) leaves its box empty rather than failing the sheet.
        }
      }
      pdf.rect(MARGIN, top, IMAGE_SIZE, IMAGE_SIZE).lineWidth(0.5).strokeColor('#cccccc').stroke();
      pdf
        .fillColor('#000000')
        .font('bold')
        .fontSize(11)
        .text(product.name, TEXT_LEFT, top, { width: TEXT_WIDTH });
      pdf
        .font('body')
        .fontSize(8)
        .text(lines.join('\n'), TEXT_LEFT, pdf.y + 2, { width: TEXT_WIDTH });
      pdf.y = top + blockHeight;
      pdf.x = MARGIN;
    }
    if (view.products.length === 0) pdf.font('body').fontSize(9).text('No products in this line sheet yet.');
    pdf.end();
  });
