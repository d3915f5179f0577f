/** A content type an upload may have, as sniffed from its bytes, and the extension it is stored with. */
export type AllowedType = { mime: string; extension: string };

/** What one kind of upload accepts: decided on the file's content, never its name or declared type. */
export type UploadPolicy = {
  /** Folder of the storage the files go to. */
  folder: string;
  maxBytes: number;
  types: readonly AllowedType[];
  /** Answer when the content is not one of `types`. */
  typeMessage: string;
  /** Answer when the file is larger than `maxBytes`. */
  sizeMessage: string;
};

const MB = 1024 * 1024;

/** Raster images only: SVG can carry script and is never accepted. */
export const RASTER_IMAGE_TYPES: readonly AllowedType[] = [
  { mime: 'image/png', extension: 'png' },
  // An animated PNG is still a PNG to every browser.
  { mime: 'image/apng', extension: 'png' },
  { mime: 'image/jpeg', extension: 'jpg' },
  { mime: 'image/webp', extension: 'webp' },
  { mime: 'image/gif', extension: 'gif' },
];

export const LOGO_UPLOAD: UploadPolicy = {
  folder: 'logos',
  maxBytes: 2 * MB,
  types: RASTER_IMAGE_TYPES,
  typeMessage: 'Logo must be a PNG, JPEG, WebP or GIF image',
  sizeMessage: 'Logo must be at most 2 MB',
};

/** The content type a sniffed MIME type is served with (an APNG is served as image/png). */
export const servedContentType = (type: AllowedType): string =>
  type.extension === 'png' ? 'image/png' : type.mime;

export const PRODUCT_IMAGE_UPLOAD: UploadPolicy = {
  folder: 'products/images',
  maxBytes: 5 * MB,
  types: RASTER_IMAGE_TYPES,
  typeMessage: 'Product images must be PNG, JPEG, WebP or GIF images',
  sizeMessage: 'Each product image must be at most 5 MB',
};

export const PRODUCT_CATALOG_UPLOAD: UploadPolicy = {
  folder: 'products/catalogs',
  maxBytes: 20 * MB,
  types: [{ mime: 'application/pdf', extension: 'pdf' }],
  typeMessage: 'Catalog must be a PDF file',
  sizeMessage: 'Catalog PDF must be at most 20 MB',
};

export const PRODUCT_VIDEO_UPLOAD: UploadPolicy = {
  folder: 'products/videos',
  maxBytes: 100 * MB,
  types: [
    { mime: 'video/mp4', extension: 'mp4' },
    { mime: 'video/webm', extension: 'webm' },
  ],
  typeMessage: 'Video must be an MP4 or WebM file',
  sizeMessage: 'Video must be at most 100 MB',
};
