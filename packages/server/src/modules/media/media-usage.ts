import type { Queryable } from '../../db/client';

/**
 * Which products use a stored file. The media library asks before deleting a file (a used file
 * answers 409 naming the products); the catalogue answers, since products keep their images,
 * catalogue PDF and video as storage keys. Kept behind this interface so the media module does not
 * reach into the catalogue's tables.
 */
export interface MediaUsage {
  /**
   * Names of the manufacturer's products that reference `storageKey` (empty when none), read through
   * `db`: the media service asks inside the transaction that deletes the file.
   */
  productsUsing(manufacturerId: number, storageKey: string, db: Queryable): Promise<string[]>;
}

/** Until products exist nothing references a media file. */
export const noMediaUsage: MediaUsage = { productsUsing: async () => [] };

/** The 409 message naming the products that use a file (the first few, then a count). */
export const inUseMessage = (products: readonly string[]): string => {
  const shown = products.slice(0, 5).map((name) => `"${name}"`);
  const more = products.length > shown.length ? ` and ${products.length - shown.length} more` : '';
  return `This media file is used by ${products.length === 1 ? 'product' : 'products'} ${shown.join(', ')}${more}; remove it from ${products.length === 1 ? 'that product' : 'those products'} first`;
};
