import type { Readable } from 'node:stream';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mediaFiles, products, users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../../storage/store-upload';
import { stripedPng, textPdf } from './demo-files';
import { createMediaService } from './media-service';
import { noMediaUsage } from './media-usage';

type DemoFile = {
  filename: string;
  bytes: () => Buffer | Promise<Buffer>;
  extension: string;
  contentType: string;
};

/** Swatches used when the demo catalogue has no images (it was seeded without a storage). */
const SWATCHES: DemoFile[] = [
  { filename: 'Indigo Cotton Kurta.png', color: [38, 60, 120], accent: [230, 232, 240] },
  { filename: 'Saffron Silk Saree.png', color: [232, 140, 30], accent: [120, 20, 40] },
  { filename: 'Forest Linen Shirt.png', color: [40, 100, 60], accent: [235, 230, 210] },
  { filename: 'Rose Block Print Dupatta.png', color: [200, 80, 110], accent: [250, 240, 235] },
  { filename: 'Charcoal Denim Jacket.png', color: [55, 58, 64], accent: [120, 130, 150] },
].map(
  ({ filename, color, accent }): DemoFile => ({
    filename,
    bytes: () => stripedPng(240, 240, color as [number, number, number], accent as [number, number, number]),
    extension: 'png',
    contentType: 'image/png',
  }),
);
const SAMPLE_PDF: DemoFile = {
  filename: 'Demo Apparel Catalogue 2026.pdf',
  bytes: () =>
    textPdf([
      'Demo Apparel Co - Catalogue 2026',
      '',
      'Indigo Cotton Kurta ........ Rs 899',
      'Saffron Silk Saree ........ Rs 4,499',
      'Forest Linen Shirt ........ Rs 1,299',
      'Rose Block Print Dupatta .. Rs 649',
      'Charcoal Denim Jacket ..... Rs 2,199',
    ]),
  extension: 'pdf',
  contentType: 'application/pdf',
};

/** The first image of each demo product, as `{filename, key}`, in the catalogue's order. */
const catalogueImages = async (db: Database, manufacturerId: number) => {
  const rows = await db
    .select({ name: products.name, images: products.images })
    .from(products)
    .where(and(eq(products.manufacturerId, manufacturerId), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  return rows.flatMap((row) => (row.images[0] ? [{ filename: `${row.name}.png`, key: row.images[0] }] : []));
};

/**
 * Fills the demo manufacturer's media library on the embedded default (DEMO_DATA): a copy of each
 * demo product's image (a copy, so editing the demo catalogue never breaks the library) and a sample
 * catalogue PDF. `main.ts` calls it once, right after the first start seeded the demo account; an
 * existing library is left alone.
 */
export const seedDemoMedia = async (
  db: Database,
  storage: FileStorage,
  demoEmail: string,
  log: FastifyBaseLogger,
): Promise<number> => {
  const [demo] = await db
    .select({ manufacturerId: users.manufacturerId })
    .from(users)
    .where(and(eq(users.email, demoEmail), eq(users.role, 'MANUFACTURER')));
  if (!demo?.manufacturerId) return 0;
  const [existing] = await db
    .select({ n: count() })
    .from(mediaFiles)
    .where(eq(mediaFiles.manufacturerId, demo.manufacturerId));
  if ((existing?.n ?? 0) > 0) return 0;
  const stored: StoredUpload[] = [];
  const save = async (body: Buffer | Readable, extension: string, contentType: string, filename: string) => {
    const saved = await storage.save(body, { folder: 'media', extension, contentType });
    stored.push({ ...saved, originalName: filename });
  };
  const images = await catalogueImages(db, demo.manufacturerId);
  for (const image of images) {
    const opened = await storage.open(image.key);
    if (opened) await save(opened.body, 'png', 'image/png', image.filename);
  }
  if (stored.length === 0) {
    for (const file of SWATCHES)
      await save(await file.bytes(), file.extension, file.contentType, file.filename);
  }
  stored.reverse();
  await save(await SAMPLE_PDF.bytes(), SAMPLE_PDF.extension, SAMPLE_PDF.contentType, SAMPLE_PDF.filename);
  // The list shows the newest (highest id) first: the PDF, then the images in the catalogue's order.
  const media = createMediaService({ db, storage, usage: noMediaUsage, log });
  await media.add(demo.manufacturerId, stored);
  return stored.length;
};
