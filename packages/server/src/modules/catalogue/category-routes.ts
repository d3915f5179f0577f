import {
  categoryFormSchema,
  categoryListQuerySchema,
  categorySchema,
  idParamSchema,
  listAnswerSchema,
  pathId,
  subcategoryFormSchema,
  subcategoryListQuerySchema,
  subcategorySchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANUFACTURER_ONLY, manufacturerOf, ownedIdMustExist, security } from '../shared/route-helpers';
import type { CategoryService } from './category-service';

const tags = ['catalogue: categories'];
const categoryIdParams = z.object({ categoryId: pathId() });

/**
 * Categories and sub-categories of the caller's manufacturer (product.md §7). Error bodies carry `error`
 * as well as `message` (the error handler's shape), which product.md §8 reads for these screens.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/attr/categories',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary:
          'Every category with its sub-categories ({id, name}) and their count; q, sort; ' +
          'a plain array, or one page with page/pageSize',
        querystring: categoryListQuerySchema,
        response: { 200: listAnswerSchema('categories', categorySchema) },
      },
    },
    (request) => categories.list(manufacturerOf(request), request.query),
  );

  app.post(
    '/attr/categories',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Add a category',
        body: categoryFormSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await categories.createCategory(manufacturerOf(request), request.body)),
  );

  app.put(
    '/attr/categories/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(categories.assertCategory),
      schema: {
        tags,
        security,
        summary: 'Edit a category',
        params: idParamSchema,
        body: categoryFormSchema,
        response: { 200: categorySchema },
      },
    },
    (request) => categories.updateCategory(manufacturerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/attr/categories/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(categories.assertCategory),
      schema: { tags, security, summary: 'Delete a category no product uses', params: idParamSchema },
    },
    async (request, reply) => {
      await categories.removeCategory(manufacturerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/attr/categories/:categoryId/subcategories',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'The sub-categories of one category; q, sort; a plain array, or one page with page/pageSize',
        params: categoryIdParams,
        querystring: subcategoryListQuerySchema,
        response: { 200: listAnswerSchema('subcategories', subcategorySchema) },
      },
    },
    (request) =>
      categories.listSubcategories(manufacturerOf(request), request.params.categoryId, request.query),
  );

  app.post(
    '/attr/categories/subcategory',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Add a sub-category to one of the caller’s categories',
        body: subcategoryFormSchema,
        response: { 201: subcategorySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await categories.createSubcategory(manufacturerOf(request), request.body)),
  );

  app.put(
    '/attr/categories/subcategory/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(categories.assertSubcategory),
      schema: {
        tags,
        security,
        summary: 'Edit a sub-category',
        params: idParamSchema,
        body: subcategoryFormSchema,
        response: { 200: subcategorySchema },
      },
    },
    (request) => categories.updateSubcategory(manufacturerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/attr/categories/subcategory/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(categories.assertSubcategory),
      schema: { tags, security, summary: 'Delete a sub-category no product uses', params: idParamSchema },
    },
    async (request, reply) => {
      await categories.removeSubcategory(manufacturerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
