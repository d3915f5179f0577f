import { catalogueEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../storage/file-storage';
import { storageOf } from '../../storage/tracked-storage';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist, requireMultipart } from '../shared/route-helpers';
import { productMultipartLimits, readProductForm } from './product-form';
import type { ProductService } from './product-service';

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
  const preParsing = ownedIdMustExist(products.assertExists);

  addEndpoint(app, endpoints.listProducts, (request) =>
    products.list(manufacturerOf(request), request.query),
  );
  addEndpoint(app, endpoints.readProduct, (request) =>
    products.read(manufacturerOf(request), request.params.id),
  );
  addEndpoint(app, endpoints.createProduct, async (request) =>
    products.create(manufacturerOf(request), await readForm(request)),
  );
  addEndpoint(
    app,
    endpoints.updateProduct,
    async (request) => products.update(manufacturerOf(request), request.params.id, await readForm(request)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.removeProduct,
    async (request) => {
      await products.remove(manufacturerOf(request), request.params.id);
    },
    { preParsing },
  );
};
