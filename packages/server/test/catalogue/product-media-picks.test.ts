import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, products } from '../../src/db/schema';
import { MP4, PDF, PNG, WEBM } from '../media/media-fixtures';
import { type MediaTestServer, startMediaTestServer, uploadMedia } from '../media/media-support';
import { callApi } from '../support/fixtures';
import {
  addCategory,
  liveProducts,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

type Item = { id: number; url: string; filename: string; type: string };
type Product = {
  id: number;
  sku: string;
  name: string;
  images: string[];
  catalogUrl: string | null;
  videoUrl: string | null;
};

let server: MediaTestServer;
let owner: Tenant;
let stranger: Tenant;
let category: number;
/** The owner's library: two images, a PDF and a video. */
let look: Item;
let back: Item;
let lookbook: Item;
let runway: Item;

const upload = async (tenant: Tenant, files: { bytes: Buffer; filename: string }[]) => {
  const response = await uploadMedia(server.app, tenant.token, files);
  expect(response.statusCode).toBe(201);
  return response.json<{ items: Item[] }>().items;
};

/** The storage key the media library holds for an item. */
const keyOf = async (item: Item) => {
  const [row] = await server.db
    .select({ key: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, item.id));
  return row?.key;
};

const storedRow = async (id: number) => {
  const [row] = await server.db.select().from(products).where(eq(products.id, id));
  return row;
};

const save = (
  tenant: Tenant,
  fields: Record<string, string | string[] | undefined>,
  options: { id?: number; files?: Parameters<typeof sendProductForm>[1]['files'] } = {},
) =>
  sendProductForm(server.app, {
    method: options.id ? 'PUT' : 'POST',
    url: options.id ? `/api/products/${options.id}` : '/api/products',
    token: tenant.token,
    fields,
    files: options.files,
  });

const served = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

beforeAll(async () => {
  server = await startMediaTestServer('disk');
  owner = await newManufacturer(server);
  stranger = await newManufacturer(server);
  category = await addCategory(server.app, owner.token, 'Kurtas');
  [look, back, lookbook, runway] = (await upload(owner, [
    { bytes: PNG, filename: 'look.png' },
    { bytes: PNG, filename: 'back.png' },
    { bytes: PDF, filename: 'lookbook.pdf' },
    { bytes: MP4, filename: 'runway.mp4' },
  ])) as [Item, Item, Item, Item];
});
afterAll(() => server?.close());

describe('picking media library files in the product form', () => {
  it('creates a product referencing picked files: the stored keys are the library’s, no object is added', async () => {
    const before = await server.storedKeys();
    const response = await save(
      owner,
      productFields(category, {
        mediaImageIds: [String(look.id), String(back.id)],
        catalogMediaId: String(lookbook.id),
        videoMediaId: String(runway.id),
      }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json<Product>();
    expect(product.images).toEqual([look.url, back.url]);
    expect(product.catalogUrl).toBe(lookbook.url);
    expect(product.videoUrl).toBe(runway.url);
    const row = await storedRow(product.id);
    expect(row?.images).toEqual([await keyOf(look), await keyOf(back)]);
    expect(row?.catalogKey).toBe(await keyOf(lookbook));
    expect(row?.videoKey).toBe(await keyOf(runway));
    expect(await server.storedKeys()).toEqual(before);
    expect(await served(product.images[0] ?? '')).toBe(200);
    const listed = await callApi(server.app, {
      method: 'GET',
      url: `/api/products?q=${product.sku}`,
      token: owner.token,
    });
    expect(listed.json().products[0].images[0]).toBe(look.url);
  });

  it('on edit adds picked images after the kept ones and before uploads, each file once', async () => {
    const created = (
      await save(owner, productFields(category), {
        files: [['productImages', { bytes: PNG, filename: 'own.png' }]],
      })
    ).json<Product>();
    const [own] = created.images;
    const response = await save(
      owner,
      {
        ...productFields(category, { sku: created.sku }),
        keptImages: JSON.stringify([own, look.url]),
        mediaImageIds: [String(look.id), String(back.id), String(look.id)],
      },
      { id: created.id, files: [['productImages', { bytes: PNG, filename: 'new.png' }]] },
    );
    expect(response.statusCode).toBe(200);
    const images = response.json<Product>().images;
    expect(images.slice(0, 3)).toEqual([own, look.url, back.url]);
    expect(images).toHaveLength(4);
    expect(images[3]).toMatch(/^\/uploads\/products\/images\//);
    // Picking an image the product already has adds nothing.
    const again = await save(
      owner,
      { ...productFields(category, { sku: created.sku }), mediaImageIds: [String(back.id)] },
      { id: created.id },
    );
    expect(again.json<Product>().images).toEqual(images);
  });

  it('an edit dropping a picked image or replacing a picked file leaves the library’s objects in place', async () => {
    const created = (
      await save(
        owner,
        productFields(category, {
          mediaImageIds: [String(look.id)],
          catalogMediaId: String(lookbook.id),
          videoMediaId: String(runway.id),
        }),
        { files: [['productImages', { bytes: PNG, filename: 'own.png' }]] },
      )
    ).json<Product>();
    const own = created.images[1] ?? '';
    const libraryKeys = [await keyOf(look), await keyOf(lookbook), await keyOf(runway)];
    const response = await save(
      owner,
      { ...productFields(category, { sku: created.sku }), keptImages: JSON.stringify([]) },
      {
        id: created.id,
        files: [
          ['catalogUrl', { bytes: PDF, filename: 'new lookbook.pdf' }],
          ['videoUrl', { bytes: WEBM, filename: 'new runway.webm' }],
        ],
      },
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json<Product>();
    expect(edited.images).toEqual([]);
    expect(edited.catalogUrl).toMatch(/^\/uploads\/products\/catalogs\//);
    expect(edited.videoUrl).toMatch(/\.webm$/);
    const stored = await server.storedKeys();
    for (const key of libraryKeys) expect(stored).toContain(key);
    for (const url of [look.url, lookbook.url, runway.url]) expect(await served(url)).toBe(200);
    // The product's own upload it dropped is deleted as before.
    expect(await served(own)).toBe(404);

    // A picked catalog replaces an uploaded one, which is deleted; the pick is referenced.
    const picked = await save(
      owner,
      { ...productFields(category, { sku: created.sku }), catalogMediaId: String(lookbook.id) },
      { id: created.id },
    );
    expect(picked.json<Product>().catalogUrl).toBe(lookbook.url);
    expect(await served(edited.catalogUrl ?? '')).toBe(404);
    expect(picked.json<Product>().videoUrl).toBe(edited.videoUrl);
  });

  it.each([
    ['mediaImageIds', 'image'],
    ['catalogMediaId', 'PDF'],
    ['videoMediaId', 'video'],
  ])('refuses another manufacturer’s %s (%s) with 400 naming it, writing nothing', async (field) => {
    const [theirs] = await upload(stranger, [
      field === 'catalogMediaId'
        ? { bytes: PDF, filename: 'their.pdf' }
        : field === 'videoMediaId'
          ? { bytes: MP4, filename: 'their.mp4' }
          : { bytes: PNG, filename: 'their.png' },
    ]);
    const id = String(theirs?.id);
    const count = await liveProducts(server.db, owner.id);
    const before = await server.storedKeys();
    const response = await save(
      owner,
      productFields(category, { [field]: field === 'mediaImageIds' ? [id] : id }),
      { files: [['productImages', { bytes: PNG, filename: 'upload.png' }]] },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field}: Media file ${id} not found`);
    expect(await liveProducts(server.db, owner.id)).toBe(count);
    expect(await server.storedKeys()).toEqual(before);
  });

  it('refuses an unknown media id on edit, leaving the product as it was', async () => {
    const created = (
      await save(owner, productFields(category, { mediaImageIds: [String(look.id)] }))
    ).json<Product>();
    const rowBefore = await storedRow(created.id);
    const response = await save(
      owner,
      { ...productFields(category, { sku: created.sku, name: 'Renamed' }), mediaImageIds: ['999999'] },
      { id: created.id },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('mediaImageIds: Media file 999999 not found');
    expect(await storedRow(created.id)).toEqual(rowBefore);
  });

  it.each([
    ['mediaImageIds', () => lookbook, 'lookbook.pdf: Product images must be PNG, JPEG, WebP or GIF images'],
    ['catalogMediaId', () => look, 'look.png: Catalog must be a PDF file'],
    ['videoMediaId', () => lookbook, 'lookbook.pdf: Video must be an MP4 or WebM file'],
    ['catalogMediaId', () => runway, 'runway.mp4: Catalog must be a PDF file'],
  ])('refuses a %s of the wrong kind with 400', async (field, item, message) => {
    const count = await liveProducts(server.db, owner.id);
    const id = String(item().id);
    const response = await save(
      owner,
      productFields(category, { [field]: field === 'mediaImageIds' ? [id] : id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await liveProducts(server.db, owner.id)).toBe(count);
  });

  it('refuses malformed ids, an upload beside a pick of the same file, and more than ten images', async () => {
    const before = await server.storedKeys();
    const malformed = await save(owner, productFields(category, { catalogMediaId: 'lookbook' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('catalogMediaId must be a media file id');

    const both = await save(owner, productFields(category, { catalogMediaId: String(lookbook.id) }), {
      files: [['catalogUrl', { bytes: PDF, filename: 'upload.pdf' }]],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Send at most one catalog PDF');

    const eight = await upload(
      owner,
      Array.from({ length: 8 }, (_, n) => ({ bytes: PNG, filename: `extra ${n}.png` })),
    );
    const eleven = await save(
      owner,
      productFields(category, { mediaImageIds: [look, back, ...eight].map((item) => String(item.id)) }),
      { files: [['productImages', { bytes: PNG, filename: 'eleventh.png' }]] },
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe('At most 10 product images');
    const after = await server.storedKeys();
    // Only the eight library uploads were added; the refused forms' uploads are gone.
    expect(after.filter((key) => !before.includes(key))).toHaveLength(8);
    expect(after.filter((key) => key.startsWith('products/') && !before.includes(key))).toEqual([]);
  });

  it('DELETE /media/{id} of a picked file answers 409 naming the product; once dropped, it can go', async () => {
    const [swatch] = await upload(owner, [{ bytes: PNG, filename: 'swatch.png' }]);
    const created = (
      await save(owner, productFields(category, { mediaImageIds: [String(swatch?.id)] }))
    ).json<Product>();
    const remove = () =>
      callApi(server.app, { method: 'DELETE', url: `/api/media/${swatch?.id}`, token: owner.token });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This media file is used by product "${created.name}"; remove it from that product first`,
    );
    expect(await served(swatch?.url ?? '')).toBe(200);

    await save(
      owner,
      { ...productFields(category, { sku: created.sku }), keptImages: JSON.stringify([]) },
      { id: created.id },
    );
    expect(await served(swatch?.url ?? '')).toBe(200);
    expect((await remove()).statusCode).toBe(200);
    expect(await served(swatch?.url ?? '')).toBe(404);
  });
});

describe('a pick racing the library’s delete', () => {
  it('never leaves a product referencing a deleted file: the product is refused or the delete is', async () => {
    const rounds = 10;
    const files = await upload(
      owner,
      Array.from({ length: rounds }, (_, n) => ({ bytes: PNG, filename: `race ${n}.png` })),
    );
    const outcomes = await Promise.all(
      files.map(async (file) => {
        const [saved, deleted] = await Promise.all([
          save(owner, productFields(category, { mediaImageIds: [String(file.id)] })),
          callApi(server.app, { method: 'DELETE', url: `/api/media/${file.id}`, token: owner.token }),
        ]);
        return { file, saved: saved.statusCode, deleted: deleted.statusCode };
      }),
    );
    for (const { file, saved, deleted } of outcomes) {
      expect([saved, deleted].sort()).toSatisfy(
        (codes: number[]) => (codes[0] === 200 && codes[1] === 400) || (codes[0] === 201 && codes[1] === 409),
      );
      if (saved === 201) expect(await served(file.url)).toBe(200);
    }
  });
});
