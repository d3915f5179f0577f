import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { ThrottleRule } from '../auth/throttle';
import { createLineSheetPdfs } from './line-sheet-pdf-files';
import { lineSheetRoutes } from './line-sheet-routes';
import { createLineSheetService } from './line-sheet-service';
import { createLineSheetShares } from './line-sheet-shares';
import { createLineSheetViews } from './line-sheet-views';
import { publicLineSheetRoutes } from './public-line-sheet-routes';
import { createThumbnails } from './thumbnails';

/** Line sheets (product.md §17): the manufacturer's sheets and links, and the buyer's view by token. */
export const lineSheetsArea: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  storage: FileStorage;
  addressRule?: ThrottleRule;
}> = async (app, { db, clock, storage, addressRule }) => {
  const sheets = createLineSheetService({ db });
  const shares = createLineSheetShares({ db, clock });
  const thumbnails = createThumbnails({ db, storage });
  const views = createLineSheetViews({ db, clock, storage, thumbnails });
  const pdfs = createLineSheetPdfs({ db, clock, storage, thumbKeyOf: thumbnails.keyFor });
  await app.register(lineSheetRoutes, { db, sheets, shares, pdfs });
  await app.register(publicLineSheetRoutes, { db, clock, shares, views, pdfs, addressRule });
};
