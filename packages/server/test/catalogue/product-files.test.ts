import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../admin/admin-support';
import { GIF_BYTES, PNG_BYTES, pngOfSize, TEXT_BYTES } from '../admin/upload-fixtures';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  liveProducts,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
let category: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
  category = await addCategory(server.app, owner.token, 'Jackets');
});
afterAll(() => server?.close());

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** The start of an MP4 (ftyp box, brand isom) and of a WebM (EBML header, doctype webm). */
const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
const WEBM_BYTES = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102',
  'hex',
);

const filesOf = async () => (await storedFiles(server.dataDir)).filter((f) => f.includes('/products/'));
const fetchUpload = (url: string) => server.app.inject({ method: 'GET', url });

describe('product files', () => {
  it('stores several images, one PDF and one video, and serves them back', async () => {
    const response = await sendProductForm(server.app, {
      method: 'POST',
      url: '/api/products',
      token: owner.token,
      fields: productFields(category),
      files: [
        ['productImages', { bytes: PNG_BYTES, filename: 'front.png' }],
        ['productImages', { bytes: GIF_BYTES, filename: 'back.gif' }],
        ['catalogUrl', { bytes: PDF_BYTES, filename: 'catalog.pdf' }],
        ['videoUrl', { bytes: MP4_BYTES, filename: 'walk.mp4' }],
      ],
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product.images).toEqual([
      expect.stringMatching(/^\/uploads\/products\/images\/.+\.png$/),
      expect.stringMatching(/^\/uploads\/products\/images\/.+\.gif$/),
    ]);
    expect(product.catalogUrl).toMatch(/^\/uploads\/products\/catalogs\/.+\.pdf$/);
    expect(product.videoUrl).toMatch(/^\/uploads\/products\/videos\/.+\.mp4$/);
    const image = await fetchUpload(product.images[0]);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await fetchUpload(product.catalogUrl)).headers['content-type']).toContain('application/pdf');
    const listed = await callApi(server.app, { method: 'GET', url: '/api/products', token: owner.token });
    expect(listed.json().products[0].images).toEqual([product.images[0]]);
  });

  it.each([
    ['productImages', TEXT_BYTES, 'text.png', 400, 'Product images must be PNG, JPEG, WebP or GIF images'],
    [
      'productImages',
      pngOfSize(5 * 1024 * 1024 + 1),
      'big.png',
      413,
      'Each product image must be at most 5 MB',
    ],
    ['catalogUrl', PNG_BYTES, 'catalog.pdf', 400, 'Catalog must be a PDF file'],
    ['videoUrl', PDF_BYTES, 'walk.mp4', 400, 'Video must be an MP4 or WebM file'],
  ])(
    'refuses a %s of the wrong kind or size, keeping no file and no row',
    async (field, bytes, name, status, message) => {
      const before = await filesOf();
      const count = await liveProducts(server.db, owner.id);
      const response = await sendProductForm(server.app, {
        method: 'POST',
        url: '/api/products',
        token: owner.token,
        fields: productFields(category),
        files: [
          ['productImages', { bytes: PNG_BYTES, filename: 'ok.png' }],
          [field, { bytes, filename: name }],
        ],
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await filesOf()).toEqual(before);
      expect(await liveProducts(server.db, owner.id)).toBe(count);
    },
  );

  it('deletes the stored files when the form is refused after the upload', async () => {
    const before = await filesOf();
    const response = await sendProductForm(server.app, {
      method: 'POST',
      url: '/api/products',
      token: owner.token,
      fields: productFields(category, { price: '' }),
      files: [['productImages', { bytes: PNG_BYTES, filename: 'ok.png' }]],
    });
    expect(response.statusCode).toBe(400);
    expect(await filesOf()).toEqual(before);
  });

  it('on edit keeps or drops each existing image, adds new ones, replaces the video, and deletes what went', async () => {
    const created = (
      await sendProductForm(server.app, {
        method: 'POST',
        url: '/api/products',
        token: owner.token,
        fields: productFields(category),
        files: [
          ['productImages', { bytes: PNG_BYTES, filename: 'a.png' }],
          ['productImages', { bytes: GIF_BYTES, filename: 'b.gif' }],
          ['videoUrl', { bytes: MP4_BYTES, filename: 'v.mp4' }],
        ],
      })
    ).json();
    const [keep, drop] = created.images;
    const edited = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${created.id}`,
      token: owner.token,
      fields: { ...productFields(category, { sku: created.sku }), keptImages: JSON.stringify([keep]) },
      files: [
        ['productImages', { bytes: PNG_BYTES, filename: 'c.png' }],
        ['videoUrl', { bytes: WEBM_BYTES, filename: 'v.webm' }],
      ],
    });
    expect(edited.statusCode).toBe(200);
    const product = edited.json();
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toBe(keep);
    expect(product.videoUrl).toMatch(/\.webm$/);
    expect((await fetchUpload(drop)).statusCode).toBe(404);
    expect((await fetchUpload(created.videoUrl)).statusCode).toBe(404);
    expect((await fetchUpload(keep)).statusCode).toBe(200);
    // Without keptImages every image stays.
    const untouched = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${created.id}`,
      token: owner.token,
      fields: productFields(category, { sku: created.sku }),
    });
    expect(untouched.json().images).toEqual(product.images);
    expect(untouched.json().videoUrl).toBe(product.videoUrl);
  });

  it('answers 404 for another manufacturer’s product before reading the form, storing nothing', async () => {
    const product = (
      await sendProductForm(server.app, {
        method: 'POST',
        url: '/api/products',
        token: owner.token,
        fields: productFields(category),
      })
    ).json();
    const stranger = await newManufacturer(server);
    const before = await filesOf();
    const response = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${product.id}`,
      token: stranger.token,
      fields: productFields(category),
      files: [['productImages', { bytes: PNG_BYTES, filename: 'x.png' }]],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
    expect(await filesOf()).toEqual(before);
    const original = await callApi(server.app, {
      method: 'GET',
      url: `/api/products/${product.id}`,
      token: owner.token,
    });
    expect(original.json().name).toBe(product.name);
  });
});
