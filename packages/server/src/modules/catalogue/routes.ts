import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { attributeRoutes } from './attribute-routes';
import { createAttributeService } from './attribute-service';
import { categoryRoutes } from './category-routes';
import { createCategoryService } from './category-service';
import { importRoutes } from './import-routes';
import { productRoutes } from './product-routes';
import { createProductService } from './product-service';

/** The manufacturer's catalogue (product.md §7 "Attributes" and "Products"): attributes, categories, products, CSV. */
export const catalogueArea: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  clock: Clock;
}> = async (app, { db, storage, clock }) => {
  await app.register(attributeRoutes, { attributes: createAttributeService(db) });
  await app.register(categoryRoutes, { categories: createCategoryService(db) });
  await app.register(productRoutes, {
    products: createProductService({ db, storage, log: app.log, clock }),
    storage,
  });
  await app.register(importRoutes, { db, storage, log: app.log, clock });
};
