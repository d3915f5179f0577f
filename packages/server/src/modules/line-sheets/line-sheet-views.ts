import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { OpenShare } from './line-sheet-shares';
import { pricedSheet } from './line-sheet-view';
import type { Thumbnails } from './thumbnails';

export type LineSheetViews = ReturnType<typeof createLineSheetViews>;

/** The buyer's view of an open link: the sheet priced for its retailer, each picture as its thumbnail. */
export const createLineSheetViews = ({
  db,
  clock,
  storage,
  thumbnails,
}: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  thumbnails: Thumbnails;
}) => ({
  view: (share: OpenShare) => pricedSheet(db, share, { clock, storage, thumbnails }),
});
