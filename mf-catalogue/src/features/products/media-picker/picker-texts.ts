import { MAX_PRODUCT_IMAGES, type MediaTypeFilter } from '@apparel/contracts';

/** The media library's words the picker shares with /media (product.md §2, §8). */
export const LIBRARY_TEXTS = {
  search: 'Search by filename',
  empty: 'No media files found.',
  loadFailed: 'Failed to load media.',
  confirm: 'Add to product',
  cancel: 'Cancel',
  selected: (n: number) => `${n} selected`,
  full: `At most ${MAX_PRODUCT_IMAGES} product images`,
} as const;

/** Per field: the kind of library file it takes (the list's type filter), its button and dialog title. */
export const PICKER_KINDS = {
  images: { button: 'Choose images from library', title: 'Choose images from the media library' },
  catalogs: { button: 'Choose PDF from library', title: 'Choose a catalog PDF from the media library' },
  videos: { button: 'Choose video from library', title: 'Choose a video from the media library' },
} as const satisfies Record<MediaTypeFilter, { button: string; title: string }>;
