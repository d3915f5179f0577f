import { MAX_PRODUCT_IMAGES, type Product, productFormSchema } from '@apparel/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { products } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { deleteFilesQuietly, withStoredFiles } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import { releaseStoredFiles } from '../../storage/tracked-storage';
import { parseForm } from '../shared/parse-form';
import { lockAttributeItems } from './item-locks';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors';
import { assertOneFileEach, type ProductFormParts, storedKeys } from './product-form';
import { planProductGrid, saveProductGrid } from './product-grid';
import { keysOutsideLibrary, pickMedia } from './product-media';
import { checkReferences } from './product-references';
import { createProductList } from './product-search';
import { productFields } from './product-values';
import { createProductFinder } from './product-view';
import { assertRoomForOneProduct } from './subscription-limit';
import { deleteProductVariants } from './variant-writes';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const SKU_IN_USE = 'A product with this SKU already exists';

type Deps = { db: Database; storage: FileStorage; log: FastifyBaseLogger; clock: Clock };

export type ProductService = ReturnType<typeof createProductService>;

const owned = (manufacturerId: number, id: number) =>
  and(eq(products.id, id), eq(products.manufacturerId, manufacturerId), isNull(products.deletedAt));

/** Maps the unique index on (manufacturer, sku) of live products to a 409. */
const rethrowSkuConflict = (error: unknown): never => {
  if (pgCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, SKU_IN_USE);
  throw error;
};

/** The form's attribute items, locked until the commit (checked before the transaction, so 409 if one went since). */
const holdItems = async (tx: Transaction, manufacturerId: number, itemIds: number[]) => {
  const held = await lockAttributeItems(tx, manufacturerId, itemIds);
  if (held.size !== new Set(itemIds).size)
    throw new ApiError(409, 'An attribute chosen for this product was just deleted; reload and try again');
};

/** The product's images in order (kept, picked from the library, uploaded), each once, at most ten. */
const imageList = (...groups: string[][]): string[] => {
  const images = [...new Set(groups.flat())];
  if (images.length > MAX_PRODUCT_IMAGES) throw badRequest(`At most ${MAX_PRODUCT_IMAGES} product images`);
  return images;
};

/** Products of one manufacturer: the form with its files, links and discount rules; soft delete. */
export const createProductService = ({ db, storage, log, clock }: Deps) => {
  const listProducts = createProductList(db, storage);
  const findProduct = createProductFinder(db, storage);
  const read = async (manufacturerId: number, id: number): Promise<Product> => {
    const product = await findProduct(manufacturerId, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  const skuTaken = async (tx: Transaction, manufacturerId: number, sku: string, exceptId?: number) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.manufacturerId, manufacturerId), eq(products.sku, sku), isNull(products.deletedAt)),
      );
    return !!row && row.id !== exceptId;
  };

  return {
    list: listProducts,

    read,

    /** 404 before any part of a form is read (so nothing is stored for another tenant's id). */
    async assertExists(manufacturerId: number, id: number): Promise<void> {
      const [row] = await db.select({ id: products.id }).from(products).where(owned(manufacturerId, id));
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
    },

    /**
     * Within the subscription's limit (403), SKU unique (409); files picked from the media library are
     * referenced by their keys; the uploaded files go if anything fails.
     */
    create: (manufacturerId: number, form: ProductFormParts): Promise<Product> =>
      withStoredFiles(storage, storedKeys(form), log, async () => {
        const values = parseForm(productFormSchema, form.body);
        assertOneFileEach(form, values);
        const refs = await checkReferences(db, manufacturerId, values);
        const id = await db
          .transaction(async (tx) => {
            await assertRoomForOneProduct(tx, manufacturerId, clock);
            await holdItems(tx, manufacturerId, refs.itemIds);
            if (await skuTaken(tx, manufacturerId, values.sku)) throw new ApiError(409, SKU_IN_USE);
            const planned = await planProductGrid(tx, manufacturerId, values, refs.itemIds);
            const picked = await pickMedia(tx, manufacturerId, values);
            const [created] = await tx
              .insert(products)
              .values({
                ...productFields(values, refs.categoryId, refs.subcategoryId),
                packs: planned.packs,
                manufacturerId,
                itemIds: refs.itemIds,
                images: imageList(
                  picked.imageKeys,
                  form.images.map((image) => image.key),
                ),
                catalogKey: form.catalog?.key ?? picked.catalogKey,
                videoKey: form.video?.key ?? picked.videoKey,
              })
              .returning({ id: products.id });
            if (!created) throw new Error('The product was not created');
            await saveProductGrid(tx, manufacturerId, planned);
            return created.id;
          })
          .catch(rethrowSkuConflict);
        return read(manufacturerId, id);
      }),

    /**
     * Existing images stay unless `keptImages` lists the ones to keep; picked and new images are added
     * after them; a new (or picked) catalog or video replaces the old one. Dropped and replaced files
     * are deleted after the commit, except those the media library holds.
     */
    async update(manufacturerId: number, id: number, form: ProductFormParts): Promise<Product> {
      const replaced = await withStoredFiles(storage, storedKeys(form), log, async () => {
        const values = parseForm(productFormSchema, form.body);
        assertOneFileEach(form, values);
        const refs = await checkReferences(db, manufacturerId, values);
        return db
          .transaction(async (tx) => {
            const [current] = await tx.select().from(products).where(owned(manufacturerId, id)).for('update');
            if (!current) throw notFound(PRODUCT_NOT_FOUND);
            if (await skuTaken(tx, manufacturerId, values.sku, id)) throw new ApiError(409, SKU_IN_USE);
            await holdItems(tx, manufacturerId, refs.itemIds);
            const planned = await planProductGrid(tx, manufacturerId, values, refs.itemIds, current);
            const picked = await pickMedia(tx, manufacturerId, values);
            const kept = values.keptImages
              ? current.images.filter((key) => values.keptImages?.includes(storage.url(key)))
              : current.images;
            const images = imageList(
              kept,
              picked.imageKeys,
              form.images.map((image) => image.key),
            );
            const catalogKey = form.catalog?.key ?? picked.catalogKey ?? current.catalogKey;
            const videoKey = form.video?.key ?? picked.videoKey ?? current.videoKey;
            await tx
              .update(products)
              .set({
                ...productFields(values, refs.categoryId, refs.subcategoryId),
                packs: planned.packs,
                itemIds: refs.itemIds,
                images,
                catalogKey,
                videoKey,
              })
              .where(eq(products.id, id));
            await saveProductGrid(tx, manufacturerId, planned);
            const still = new Set([...images, catalogKey, videoKey]);
            const dropped = [...current.images, current.catalogKey, current.videoKey].filter(
              (key) => !still.has(key),
            );
            await releaseStoredFiles(tx, dropped);
            return dropped;
          })
          .catch(rethrowSkuConflict);
      });
      // Unsure which keys the library holds, delete none: an orphan file is better than a broken library.
      const unused = await keysOutsideLibrary(db, replaced).catch((error: unknown) => {
        log.warn({ err: error }, 'Could not check replaced product files against the media library');
        return [];
      });
      await deleteFilesQuietly(storage, unused, log);
      return read(manufacturerId, id);
    },

    /**
     * Soft delete: the row stays (orders keep showing its name and price) but leaves every list and
     * read, frees its SKU and lets go of its attribute items (item use counts live products only); its
     * variants go (their SKUs are free again; order lines keep theirs).
     */
    async remove(manufacturerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .update(products)
          .set({ deletedAt: sql`now()` })
          .where(owned(manufacturerId, id))
          .returning({ id: products.id });
        if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
        await deleteProductVariants(tx, id);
      });
    },
  };
};
