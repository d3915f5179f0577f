import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mediaFiles, users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../../storage/store-upload';
import { stripedPng, textPdf } from './demo-files';
import { createMediaService } from './media-service';
import { noMediaUsage } from './media-usage';

type DemoFile = { filename: string; bytes: () => Buffer; extension: string; contentType: string };

/** The demo library: product photos (striped swatches) and a sample catalogue PDF, made in code. */
const DEMO_FILES: DemoFile[] = [
  { filename: 'Indigo Cotton Kurta.png', color: [38, 60, 120], accent: [230, 232, 240] },
  { filename: 'Saffron Silk Saree.png', color: [232, 140, 30], accent: [120, 20, 40] },
  { filename: 'Forest Linen Shirt.png', color: [40, 100, 60], accent: [235, 230, 210] },
  { filename: 'Rose Block Print Dupatta.png', color: [200, 80, 110], accent: [250, 240, 235] },
  { filename: 'Charcoal Denim Jacket.png', color: [55, 58, 64], accent: [120, 130, 150] },
]
  .map(
    ({ filename, color, accent }): DemoFile => ({
      filename,
      bytes: () =>
        stripedPng(240, 240, color as [number, number, number], accent as [number, number, number]),
      extension: 'png',
      contentType: 'image/png',
    }),
  )
  .concat({
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
  });

/**
 * Fills the demo manufacturer's media library on the embedded default (DEMO_DATA). `main.ts` calls
 * it once, right after the first start seeded the demo account; an existing library is left alone.
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
  for (const file of DEMO_FILES) {
    const saved = await storage.save(file.bytes(), {
      folder: 'media',
      extension: file.extension,
      contentType: file.contentType,
    });
    stored.push({ ...saved, originalName: file.filename });
  }
  // Oldest first, so the catalogue and the first photo are at the top of the newest-first list.
  const media = createMediaService({ db, storage, usage: noMediaUsage, log });
  await media.add(demo.manufacturerId, stored.reverse());
  return stored.length;
};
