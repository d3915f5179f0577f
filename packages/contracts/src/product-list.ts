/**
 * What the products list shows and sorts by, without zod: the list screen reads these and builds no
 * schema, so it loads no zod (issue 20). The list's query and answer schemas are in `catalogue.ts`.
 */

export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_PAGE_SIZE = 20;

export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'sku', 'price', 'mrp', 'stockQty'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** "Low stock" on the products list: this many left or fewer. */
export const LOW_STOCK_THRESHOLD = 10;
