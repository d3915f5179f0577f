import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import type { FileStorage } from '../../storage/file-storage';
import { renderLineSheetPdf } from './line-sheet-pdf';
import { pricedSheet } from './line-sheet-view';

/** The largest picture a PDF reads (the uploads' own cap is larger; a sheet of 500 must stay small). */
const MAX_PDF_IMAGE_BYTES = 4 * 1024 * 1024;

const readAll = async (body: NodeJS.ReadableStream, limit: number): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

export type LineSheetPdfs = ReturnType<typeof createLineSheetPdfs>;

/**
 * PDFs of a sheet for one retailer, made when asked from the live view (never stored: prices and
 * stock move). Each product's first picture is drawn: its thumbnail when one is made, else the
 * upload itself when pdfkit reads it (PNG, JPEG).
 */
export const createLineSheetPdfs = ({
  db,
  clock,
  storage,
  thumbKeyOf,
}: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  thumbKeyOf: (key: string) => Promise<string | undefined>;
}) => ({
  async render(
    share: { lineSheetId: number; manufacturerId: number; retailerId: number },
    retailerName?: string,
  ): Promise<Buffer | undefined> {
    const keys = new Map<number, string>();
    const view = await pricedSheet(db, share, {
      clock,
      storage,
      thumbUrl: (key) => storage.url(key),
    });
    if (!view) return undefined;
    const name =
      retailerName ??
      (
        await queryRows<{ name: string }>(db, sql`select name from retailers where id = ${share.retailerId}`)
      )[0]?.name ??
      '';
    const rows = await queryRows<{ id: number; image: string | null }>(
      db,
      sql`select p.id, p.images[1] as image from line_sheet_products sp join products p on p.id = sp.product_id
        where sp.line_sheet_id = ${share.lineSheetId}`,
    );
    for (const row of rows) if (row.image) keys.set(row.id, row.image);
    const images = new Map<number, Buffer>();
    await Promise.all(
      view.products.map(async (product) => {
        const source = keys.get(product.id);
        if (!source) return;
        const key = (await thumbKeyOf(source).catch(() => undefined)) ?? source;
        if (!/\.(png|jpg)$/.test(key)) return;
        const file = await storage.open(key);
        if (!file) return;
        const bytes = await readAll(file.body, MAX_PDF_IMAGE_BYTES);
        if (bytes) images.set(product.id, bytes);
        else file.body.destroy();
      }),
    );
    return renderLineSheetPdf(view, name, images);
  },
});
