import { idParamSchema, productListQuerySchema, productPageSchema, productSchema } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../storage/file-storage';
import { storageOf } from '../../storage/tracked-storage';
import {
  MANUFACTURER_ONLY,
  manufacturerOf,
  ownedIdMustExist,
  requireMultipart,
  security,
} from '../shared/route-helpers';
import { productMultipartLimits, readProductForm } from './product-form';
import type { ProductService } from './product-service';

const tags = ['catalogue: products'];
const FORM_PARTS =
  'multipart/form-data: name, adminName, sku, price, mrp, stockQty, weight, len, minOrderQty, ' +
  'maxOrderOty (spelt so), categoryId, subcategoryId, gender, edm, status, description, fullDesc ' +
  '(HTML, sanitised), discount (JSON text of [{from, to, discount}]), colorIds[] sizeIds[] brandIds[] ' +
  'fabricIds[] themeIds[] materialIds[] seasonIds[] (repeated), keptImages (JSON text: URLs of existing ' +
  'images to keep, edit only); files productImages (several; PNG, JPEG, WebP or GIF, 5 MB each), ' +
  'catalogUrl (one PDF, 20 MB), videoUrl (one MP4 or WebM, 100 MB). Instead of uploading, pick files ' +
  'of my media library by id: mediaImageIds[] (repeated; images, added after the kept ones and before ' +
  'new uploads), catalogMediaId (a PDF), videoMediaId (an MP4 or WebM video). The product references ' +
  'the library file (no copy); an id that is not one of my media files, or a file of the wrong kind, ' +
  'answers 400. A catalog or video comes uploaded or picked, not both.';

/** Products of the caller's manufacturer (product.md §7 "Products"). */
export const productRoutes: FastifyPluginAsyncZod<{
  products: ProductService;
  storage: FileStorage;
}> = async (app, { products, storage }) => {
  const readForm = (request: FastifyRequest) => {
    requireMultipart(request, 'product form');
    return readProductForm(
      request.parts(productMultipartLimits()),
      storageOf(storage, manufacturerOf(request)),
      request.log,
    );
  };

  app.get(
    '/products',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'One page of products; q searches display name, name and SKU; active=true only Active ones',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    (request) => products.list(manufacturerOf(request), request.query),
  );

  app.get(
    '/products/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'A product with its link lists (productColors and the other six)',
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => products.read(manufacturerOf(request), request.params.id),
  );

  app.post(
    '/products',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create a product (within the subscription’s product limit)',
        description: FORM_PARTS,
        response: { 201: productSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await products.create(manufacturerOf(request), await readForm(request))),
  );

  app.put(
    '/products/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(products.assertExists),
      schema: {
        tags,
        security,
        summary: 'Edit a product; files not sent are kept',
        description: FORM_PARTS,
        params: idParamSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => products.update(manufacturerOf(request), request.params.id, await readForm(request)),
  );

  app.delete(
    '/products/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(products.assertExists),
      schema: {
        tags,
        security,
        summary: 'Delete a product (orders keep its name and price)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await products.remove(manufacturerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
