import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  priceListInputSchema,
  priceListListQuerySchema,
  priceListPageSchema,
  priceListRowsImportSchema,
  priceListSchema,
} from '../price-lists';

/** Price lists by retailer and by retailer type (product.md §15). */
export const priceListEndpoints = defineEndpoints('manufacturer: price lists', {
  list: {
    method: 'GET',
    path: '/price-lists',
    access: MANUFACTURER,
    summary:
      'One page of my price lists, newest first, without their rows; retailerId: the lists that apply to that retailer',
    query: priceListListQuerySchema,
    response: priceListPageSchema,
  },
  read: {
    method: 'GET',
    path: '/price-lists/:id',
    access: MANUFACTURER,
    summary: 'A price list with its assignment and every row',
    params: idParamSchema,
    response: priceListSchema,
  },
  create: {
    method: 'POST',
    path: '/price-lists',
    access: MANUFACTURER,
    summary:
      'Create a price list (rows of my products and cells, assigned to my accepted retailers and types)',
    body: priceListInputSchema,
    response: priceListSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/price-lists/:id',
    access: MANUFACTURER,
    summary: 'Change a price list (rows left out are kept); placed orders keep the prices they had',
    params: idParamSchema,
    body: priceListInputSchema,
    response: priceListSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/price-lists/:id',
    access: MANUFACTURER,
    summary: 'Delete a price list; placed orders keep the prices they had',
    params: idParamSchema,
    status: 204,
  },
  exportRows: {
    method: 'GET',
    path: '/price-lists/:id/rows.csv',
    access: MANUFACTURER,
    summary: 'The rows as CSV (productSku, cellSku, price, minQty, product, cell); imports back unchanged',
    params: idParamSchema,
    file: true,
  },
  importRows: {
    method: 'PUT',
    path: '/price-lists/:id/rows.csv',
    access: MANUFACTURER,
    summary:
      "Replace the rows with a CSV file's (multipart `file`); answers saved, failed and each failure by row",
    params: idParamSchema,
    response: priceListRowsImportSchema,
    multipart: true,
  },
});
