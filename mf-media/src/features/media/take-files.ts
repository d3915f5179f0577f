import { MEDIA_MAX_FILES } from '@apparel/contracts';

/** product.md §5: at most 10 files are taken per selection (the first ten, in the order picked). */
export const takeFiles = (picked: readonly File[]): { files: File[]; dropped: number } => ({
  files: picked.slice(0, MEDIA_MAX_FILES),
  dropped: Math.max(0, picked.length - MEDIA_MAX_FILES),
});
