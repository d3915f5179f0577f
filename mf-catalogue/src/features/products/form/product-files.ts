import type { ProductFiles } from '@apparel/api-client';
import type { MediaItem, Product } from '@apparel/contracts';

/** New, kept and picked files of the form, beside its values. */
export interface ProductFilesState {
  /** Stored image URLs the product keeps (edit). */
  keptImages: string[];
  /** Media library images to add after the kept ones (referenced, not copied). */
  pickedImages: MediaItem[];
  newImages: File[];
  /** A new catalogue PDF or video: uploaded, or picked from the library instead. */
  catalog: File | null;
  pickedCatalog: MediaItem | null;
  video: File | null;
  pickedVideo: MediaItem | null;
}

export const initialProductFiles = (product?: Product): ProductFilesState => ({
  keptImages: product?.images ?? [],
  pickedImages: [],
  newImages: [],
  catalog: null,
  pickedCatalog: null,
  video: null,
  pickedVideo: null,
});

/** What the create and update calls send: uploads, and library picks as media file ids. */
export const toProductFiles = (files: ProductFilesState): ProductFiles => ({
  images: files.newImages,
  catalog: files.catalog,
  video: files.video,
  mediaImageIds: files.pickedImages.map((item) => item.id),
  catalogMediaId: files.pickedCatalog?.id ?? null,
  videoMediaId: files.pickedVideo?.id ?? null,
});
