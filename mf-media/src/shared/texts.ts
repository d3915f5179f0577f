import { MEDIA_MAX_FILES } from '@apparel/contracts';

/** The media library's words, spelt as product.md §2, §8 and §9 give them. */
export const MEDIA_TEXTS = {
  heading: 'Media Manager',
  search: 'Search by filename',
  type: 'Type',
  allTypes: 'All Types',
  add: 'Add',
  upload: 'Upload',
  uploading: 'Uploading...',
  uploadProgress: 'Upload progress',
  selected: 'Selected files',
  tooMany: `Only the first ${MEDIA_MAX_FILES} files are taken.`,
  copyUrl: 'Copy URL',
  copied: 'Copied!',
  copyFailed: 'Could not copy the URL',
  delete: 'Delete',
  confirmDelete: 'Are you sure you want to delete this media file?',
  deleteFailed: 'Failed to delete media.',
  empty: 'No media files found.',
  loadFailed: 'Failed to load media.',
} as const;
