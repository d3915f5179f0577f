import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { OpenShare } from './line-sheet-shares';
import { pricedSheet } from './line-sheet-view';
import type { Thumbnails } from './thumbnails';

export type LineSheetViews = ReturnType<typeof createLineSheetViews>;

/** The buyer's view of an open link: the sheet priced for its retailer, with each picture's thumbnail. */
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
  async view(share: OpenShare) {
    const view = await pricedSheet(db, share, { clock, storage, thumbUrl: (key) => key });
    if (!view) return undefined;
    // The view carried each picture's key as its thumbUrl; each becomes its thumbnail's URL here.
    const keys = view.products.flatMap((product) => product.images.map((image) => image.thumbUrl));
    const urls = await thumbnails.urlsFor(keys);
    for (const product of view.products)
      for (const image of product.images) image.thumbUrl = urls.get(image.thumbUrl) ?? image.url;
    return view;
  },
});
