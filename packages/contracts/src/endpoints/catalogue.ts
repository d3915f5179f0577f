import {
  categoryFormSchema,
  categoryListQuerySchema,
  categorySchema,
  importResultSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  subcategoryFormSchema,
  subcategoryListQuerySchema,
  subcategorySchema,
} from '../catalogue';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema, pathId } from '../fields';
import { listAnswerSchema } from '../lists';
import { productImportListSchema } from '../product-imports';
import * as z from '../zod';

const categoryIdParams = z.object({ categoryId: pathId() });

/** The parts of the product form (POST and PUT /products), for the OpenAPI description. */
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

/**
 * The manufacturer's catalogue (product.md §7 "Attributes" and "Products") beside the attribute types'
 * endpoints (./attributes.ts): categories and sub-categories, products, and the CSV import and export.
 * Category errors carry `error` as well as `message` (the error handler's shape), which product.md §8
 * reads for those screens.
 */
export const catalogueEndpoints = {
  ...defineEndpoints('catalogue: categories', {
    listCategories: {
      method: 'GET',
      path: '/attr/categories',
      access: MANUFACTURER,
      summary:
        'Every category with its sub-categories ({id, name}) and their count; q, sort; ' +
        'a plain array, or one page with page/pageSize',
      query: categoryListQuerySchema,
      response: listAnswerSchema('categories', categorySchema),
    },
    createCategory: {
      method: 'POST',
      path: '/attr/categories',
      access: MANUFACTURER,
      summary: 'Add a category',
      body: categoryFormSchema,
      response: categorySchema,
      status: 201,
    },
    updateCategory: {
      method: 'PUT',
      path: '/attr/categories/:id',
      access: MANUFACTURER,
      summary: 'Edit a category',
      params: idParamSchema,
      body: categoryFormSchema,
      response: categorySchema,
    },
    removeCategory: {
      method: 'DELETE',
      path: '/attr/categories/:id',
      access: MANUFACTURER,
      summary: 'Delete a category no product uses',
      params: idParamSchema,
      status: 204,
    },
    listSubcategories: {
      method: 'GET',
      path: '/attr/categories/:categoryId/subcategories',
      access: MANUFACTURER,
      summary: 'The sub-categories of one category; q, sort; a plain array, or one page with page/pageSize',
      params: categoryIdParams,
      query: subcategoryListQuerySchema,
      response: listAnswerSchema('subcategories', subcategorySchema),
    },
    createSubcategory: {
      method: 'POST',
      path: '/attr/categories/subcategory',
      access: MANUFACTURER,
      summary: 'Add a sub-category to one of the caller’s categories',
      body: subcategoryFormSchema,
      response: subcategorySchema,
      status: 201,
    },
    updateSubcategory: {
      method: 'PUT',
      path: '/attr/categories/subcategory/:id',
      access: MANUFACTURER,
      summary: 'Edit a sub-category',
      params: idParamSchema,
      body: subcategoryFormSchema,
      response: subcategorySchema,
    },
    removeSubcategory: {
      method: 'DELETE',
      path: '/attr/categories/subcategory/:id',
      access: MANUFACTURER,
      summary: 'Delete a sub-category no product uses',
      params: idParamSchema,
      status: 204,
    },
  }),
  ...defineEndpoints('catalogue: products', {
    listProducts: {
      method: 'GET',
      path: '/products',
      access: MANUFACTURER,
      summary: 'One page of products; q searches display name, name and SKU; active=true only Active ones',
      query: productListQuerySchema,
      response: productPageSchema,
    },
    readProduct: {
      method: 'GET',
      path: '/products/:id',
      access: MANUFACTURER,
      summary: 'A product with its link lists (productColors and the other six)',
      params: idParamSchema,
      response: productSchema,
    },
    createProduct: {
      method: 'POST',
      path: '/products',
      access: MANUFACTURER,
      summary: 'Create a product (within the subscription’s product limit)',
      description: FORM_PARTS,
      response: productSchema,
      status: 201,
      multipart: true,
    },
    updateProduct: {
      method: 'PUT',
      path: '/products/:id',
      access: MANUFACTURER,
      summary: 'Edit a product; files not sent are kept',
      description: FORM_PARTS,
      params: idParamSchema,
      response: productSchema,
      multipart: true,
    },
    removeProduct: {
      method: 'DELETE',
      path: '/products/:id',
      access: MANUFACTURER,
      summary: 'Delete a product (orders keep its name and price)',
      params: idParamSchema,
      status: 204,
    },
  }),
  ...defineEndpoints('catalogue: CSV import and export', {
    importProducts: {
      method: 'POST',
      path: '/manufacturer/bulk-upload',
      access: MANUFACTURER,
      summary: 'Import products from a CSV file (multipart field `file` or `csvfile`), upserting by SKU',
      description:
        'Columns as in GET /manufacturer/bulk-upload/template; category, subcategory and attributes by name, ' +
        'lists separated by |, discount rules as from-to:percent|... Row numbers count the header as row 1.',
      response: importResultSchema,
      multipart: true,
    },
    listImports: {
      method: 'GET',
      path: '/products/imports',
      access: MANUFACTURER,
      summary:
        'My latest 10 CSV imports, newest first: state (RUNNING, DONE, FAILED, INTERRUPTED) and counts',
      response: productImportListSchema,
    },
    importTemplate: {
      method: 'GET',
      path: '/manufacturer/bulk-upload/template',
      access: MANUFACTURER,
      summary: 'The import CSV header with one example row',
      file: true,
    },
    exportProducts: {
      method: 'GET',
      path: '/products/export',
      access: MANUFACTURER,
      summary: 'The products matching the list filters (q, active) as CSV in the import’s columns',
      query: productListQuerySchema,
      file: true,
    },
  }),
};
