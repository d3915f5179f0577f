import { catalogueEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { CategoryService } from './category-service';

/**
 * Categories and sub-categories of the caller's manufacturer (product.md §7). Error bodies carry `error`
 * as well as `message` (the error handler's shape), which product.md §8 reads for these screens.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  const categoryMustExist = ownedIdMustExist(categories.assertCategory);
  const subcategoryMustExist = ownedIdMustExist(categories.assertSubcategory);

  addEndpoint(app, endpoints.listCategories, (request) =>
    categories.list(manufacturerOf(request), request.query),
  );
  addEndpoint(app, endpoints.createCategory, (request) =>
    categories.createCategory(manufacturerOf(request), request.body),
  );
  addEndpoint(
    app,
    endpoints.updateCategory,
    (request) => categories.updateCategory(manufacturerOf(request), request.params.id, request.body),
    { preParsing: categoryMustExist },
  );
  addEndpoint(
    app,
    endpoints.removeCategory,
    async (request) => {
      await categories.removeCategory(manufacturerOf(request), request.params.id);
    },
    { preParsing: categoryMustExist },
  );

  addEndpoint(app, endpoints.listSubcategories, (request) =>
    categories.listSubcategories(manufacturerOf(request), request.params.categoryId, request.query),
  );
  addEndpoint(app, endpoints.createSubcategory, (request) =>
    categories.createSubcategory(manufacturerOf(request), request.body),
  );
  addEndpoint(
    app,
    endpoints.updateSubcategory,
    (request) => categories.updateSubcategory(manufacturerOf(request), request.params.id, request.body),
    { preParsing: subcategoryMustExist },
  );
  addEndpoint(
    app,
    endpoints.removeSubcategory,
    async (request) => {
      await categories.removeSubcategory(manufacturerOf(request), request.params.id);
    },
    { preParsing: subcategoryMustExist },
  );
};
