import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../errors';
import { deleteFilesQuietly } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import { LOGO_UPLOAD } from '../../storage/upload-policy';

/** The multipart manufacturer form: text fields in the nested shape of the contracts, plus the stored logo. */
export type ManufacturerFormParts = {
  body: { user: Record<string, string> } & Record<string, unknown>;
  logo: StoredUpload | null;
};

const MANUFACTURER_FIELDS = new Set(['name', 'description', 'address', 'state', 'city', 'gstin']);
const USER_FIELDS = new Set(['name', 'email', 'mobile', 'password']);
/** `user[email]` (what FormData sends) or `user.email`. */
const USER_FIELD = /^user(?:\[(\w+)\]|\.(\w+))$/;

const drain = async (file: NodeJS.ReadableStream): Promise<void> => {
  for await (const _ of file);
};

/**
 * Reads the parts of POST/PUT /admin/manufacturers in order, storing the logo as it streams in
 * (checked by content and size). Unknown fields are ignored; a `logo` sent as text (the current URL)
 * means "keep". If anything fails after the logo was stored, the logo is deleted again.
 */
export const readManufacturerForm = async (
  parts: AsyncIterable<Multipart>,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<ManufacturerFormParts> => {
  const form: ManufacturerFormParts = { body: { user: {} }, logo: null };
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        // A file input left empty arrives as a part without a file name (and no bytes).
        if (part.fieldname !== 'logo' || !part.filename || form.logo) {
          await drain(part.file);
          continue;
        }
        form.logo = await storeUpload(storage, part.file, LOGO_UPLOAD, part.filename);
        continue;
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
      const value = String(part.value);
      const userField = USER_FIELD.exec(part.fieldname);
      const userKey = userField?.[1] ?? userField?.[2];
      if (userKey && USER_FIELDS.has(userKey)) form.body.user[userKey] = value;
      else if (MANUFACTURER_FIELDS.has(part.fieldname)) form.body[part.fieldname] = value;
    }
  } catch (error) {
    await deleteFilesQuietly(storage, [form.logo?.key], log);
    throw error;
  }
  return form;
};
