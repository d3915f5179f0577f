import {
  MAX_ATTRIBUTE_IDS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_FIELDS,
  PRODUCT_LINKS,
  type ProductForm,
} from '@apparel/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../errors';
import { deleteFilesQuietly } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import {
  PRODUCT_CATALOG_UPLOAD,
  PRODUCT_IMAGE_UPLOAD,
  PRODUCT_VIDEO_UPLOAD,
  type UploadPolicy,
} from '../../storage/upload-policy';

/** The multipart product form: text fields as the contract reads them, and the files stored so far. */
export type ProductFormParts = {
  body: Record<string, unknown>;
  images: StoredUpload[];
  catalog: StoredUpload | null;
  video: StoredUpload | null;
};

/** One value each: the product's own fields (from the contract), where it is filed, and the picked files. */
const SCALAR_FIELDS = new Set<string>([
  ...PRODUCT_FIELDS,
  'categoryId',
  'subcategoryId',
  'keptImages',
  'catalogMediaId',
  'videoMediaId',
]);
const ATTRIBUTE_FIELDS = Object.values(PRODUCT_LINKS).map((link) => link.ids);
/** Repeated fields: the attribute ids, and the media library images picked (media file ids). */
const LIST_FIELDS = new Set<string>([...ATTRIBUTE_FIELDS, 'mediaImageIds']);

/** Busboy's own caps: the largest single file any product policy allows, and every possible file. */
export const productMultipartLimits = () => ({
  limits: {
    fileSize: PRODUCT_VIDEO_UPLOAD.maxBytes + 1,
    files: MAX_PRODUCT_IMAGES + 2,
    fields: SCALAR_FIELDS.size + ATTRIBUTE_FIELDS.length * MAX_ATTRIBUTE_IDS + MAX_PRODUCT_IMAGES,
    // fullDesc (rich text) is the largest field.
    fieldSize: 256 * 1024,
  },
  throwFileSizeLimit: false,
});

const drain = async (file: NodeJS.ReadableStream): Promise<void> => {
  for await (const _ of file);
};

const FILE_FIELDS: Record<string, UploadPolicy> = {
  productImages: PRODUCT_IMAGE_UPLOAD,
  catalogUrl: PRODUCT_CATALOG_UPLOAD,
  videoUrl: PRODUCT_VIDEO_UPLOAD,
};

/**
 * Reads the parts of POST/PUT /products in order, streaming each file into storage as it arrives
 * (checked by content and size by its policy). `colorIds[]` and `colorIds` both collect into a list;
 * unknown fields are ignored; a file part without a file name is an empty input. If anything fails,
 * the files stored so far are deleted.
 */
export const readProductForm = async (
  parts: AsyncIterable<Multipart>,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<ProductFormParts> => {
  const form: ProductFormParts = { body: {}, images: [], catalog: null, video: null };
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const policy = FILE_FIELDS[part.fieldname];
        if (!policy || !part.filename) {
          await drain(part.file);
          continue;
        }
        if (part.fieldname === 'productImages') {
          if (form.images.length >= MAX_PRODUCT_IMAGES)
            throw badRequest(`At most ${MAX_PRODUCT_IMAGES} product images`);
          form.images.push(await storeUpload(storage, part.file, policy, part.filename));
        } else if (part.fieldname === 'catalogUrl' && !form.catalog) {
          form.catalog = await storeUpload(storage, part.file, policy, part.filename);
        } else if (part.fieldname === 'videoUrl' && !form.video) {
          form.video = await storeUpload(storage, part.file, policy, part.filename);
        } else {
          throw badRequest(`Send at most one ${part.fieldname === 'catalogUrl' ? 'catalog PDF' : 'video'}`);
        }
        continue;
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      const value = String(part.value);
      if (LIST_FIELDS.has(name)) {
        const list = (form.body[name] as string[] | undefined) ?? [];
        if (value !== '') list.push(value);
        form.body[name] = list;
      } else if (SCALAR_FIELDS.has(name)) form.body[name] = value;
    }
  } catch (error) {
    await deleteFilesQuietly(storage, storedKeys(form), log);
    throw error;
  }
  return form;
};

/** A catalog PDF or a video comes either uploaded or picked from the media library, not both. */
export const assertOneFileEach = (form: ProductFormParts, values: ProductForm): void => {
  if (form.catalog && values.catalogMediaId !== undefined) throw badRequest('Send at most one catalog PDF');
  if (form.video && values.videoMediaId !== undefined) throw badRequest('Send at most one video');
};

export const storedKeys = (form: ProductFormParts): string[] =>
  [...form.images, form.catalog, form.video].filter((f): f is StoredUpload => !!f).map((f) => f.key);
