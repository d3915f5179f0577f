import { PRODUCT_LINKS, PRODUCT_TEXT_FIELDS, type ProductFormInput } from '@apparel/contracts';

/**
 * The files beside the product fields: new images, and the catalogue PDF and video when replaced,
 * each uploaded or picked from the media library (by media file id; the product references the file).
 */
export interface ProductFiles {
  /** New images, added after the kept and picked ones. */
  images?: File[];
  catalog?: File | null;
  video?: File | null;
  /** On edit: the URLs of existing images to keep (the others are dropped). Leave out to keep all. */
  keptImages?: string[];
  /** Media library images, added after the kept ones. */
  mediaImageIds?: number[];
  /** A library PDF or video instead of an uploaded one. */
  catalogMediaId?: number | null;
  videoMediaId?: number | null;
}

/** The text fields of the form: the product's own (from the contract) and where it is filed. */
const SCALAR_FIELDS = [...PRODUCT_TEXT_FIELDS, 'categoryId', 'subcategoryId'] as const;

/**
 * The multipart body of POST /products and PUT /products/{id} (product.md §7): every form field, id arrays
 * as `colorIds[]` entries, `discount` as JSON text, `maxOrderOty` spelt so, the picked media library
 * files (`mediaImageIds[]`, `catalogMediaId`, `videoMediaId`), then the files (`productImages` many,
 * `catalogUrl` and `videoUrl` one each). Empty optional values go as ''. The stock grid (`variants`)
 * and `packs` go as JSON text when the form holds them; left out, the server fills the cells from
 * stockQty and keeps the packs.
 */
export function toProductFormData(product: ProductFormInput, files: ProductFiles = {}): FormData {
  const body = new FormData();
  const values = product as Record<string, unknown>;
  for (const field of SCALAR_FIELDS) {
    const value = values[field];
    body.append(field, value === undefined || value === null ? '' : String(value));
  }
  for (const { ids } of Object.values(PRODUCT_LINKS)) {
    for (const id of (values[ids] as unknown[] | undefined) ?? []) body.append(`${ids}[]`, String(id));
  }
  body.append('discount', JSON.stringify(product.discount ?? []));
  // Sent when the form holds one; left out, the server keeps the product's HSN code.
  if (product.hsnCode !== undefined && product.hsnCode !== null)
    body.append('hsnCode', String(product.hsnCode));
  if (product.variants !== undefined) body.append('variants', JSON.stringify(product.variants));
  if (product.packs !== undefined) body.append('packs', JSON.stringify(product.packs));
  if (files.keptImages) body.append('keptImages', JSON.stringify(files.keptImages));
  for (const id of files.mediaImageIds ?? []) body.append('mediaImageIds[]', String(id));
  if (files.catalogMediaId) body.append('catalogMediaId', String(files.catalogMediaId));
  if (files.videoMediaId) body.append('videoMediaId', String(files.videoMediaId));
  for (const image of files.images ?? []) body.append('productImages', image);
  if (files.catalog) body.append('catalogUrl', files.catalog);
  if (files.video) body.append('videoUrl', files.video);
  return body;
}
