import { messageResponseSchema } from './auth';
import {
  ATTRIBUTE_SINGULAR,
  ATTRIBUTE_TYPES,
  attributeItemSchema,
  attributeOptionSchema,
  categorySchema,
  importResultSchema,
  productPageSchema,
  productSchema,
  subcategorySchema,
} from './catalogue';
import type { ApiMethod } from './endpoint';
import { ALL_ENDPOINTS } from './endpoints';
import { listAnswerSchema } from './lists';
import { mediaPageSchema, mediaUploadResultSchema } from './media';
import { productImportListSchema } from './product-imports';
import * as z from './zod';

/** One call the browser makes and the contract of the JSON it reads back (none: no body, or a file). */
export interface ApiCallContract<
  Method extends ApiMethod = ApiMethod,
  Path extends string = string,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** The path under /api as the server declares it, `:name` for a parameter. */
  path: Path;
  response: Response;
}

function call<const M extends ApiMethod, const P extends string>(
  method: M,
  path: P,
): ApiCallContract<M, P, undefined>;
function call<const M extends ApiMethod, const P extends string, S extends z.ZodType>(
  method: M,
  path: P,
  response: S,
): ApiCallContract<M, P, S>;
function call(method: ApiMethod, path: string, response?: z.ZodType): ApiCallContract {
  return { method, path, response };
}

// The management pages read /attr/colors (a list answer), the product and order screens /attr/color
// (options): both are `/attr/:x`, so each type is spelt out.
const attributeCalls = ATTRIBUTE_TYPES.flatMap((type) => [
  // (the paths are spelt as literal types, so mockApi can type each route's body)
  call('GET', `/attr/${type}`, listAnswerSchema('items', attributeItemSchema)),
  call('POST', `/attr/${type}`, attributeItemSchema),
  call('PUT', `/attr/${type}/:id`, attributeItemSchema),
  call('DELETE', `/attr/${type}/:id`),
  call('GET', `/attr/${ATTRIBUTE_SINGULAR[type]}`, z.array(attributeOptionSchema)),
]);

/**
 * The seam between browser and server in one table: every (method, path) the api-client calls and the
 * contract its answer must meet. In dev and test builds `request()` parses each answer with it; the
 * server's tests check each entry is a route whose success answer is declared with the same contract
 * (packages/server/test/access/api-client-calls.test.ts).
 */
export const API_CALLS = [
  // Catalogue
  ...attributeCalls,
  call('GET', '/attr/categories', listAnswerSchema('categories', categorySchema)),
  call('POST', '/attr/categories', categorySchema),
  call('PUT', '/attr/categories/:id', categorySchema),
  call('DELETE', '/attr/categories/:id'),
  call(
    'GET',
    '/attr/categories/:categoryId/subcategories',
    listAnswerSchema('subcategories', subcategorySchema),
  ),
  call('POST', '/attr/categories/subcategory', subcategorySchema),
  call('PUT', '/attr/categories/subcategory/:id', subcategorySchema),
  call('DELETE', '/attr/categories/subcategory/:id'),
  call('GET', '/products', productPageSchema),
  call('GET', '/products/imports', productImportListSchema),
  call('GET', '/products/export'),
  call('GET', '/products/:id', productSchema),
  call('POST', '/products', productSchema),
  call('PUT', '/products/:id', productSchema),
  call('DELETE', '/products/:id'),
  call('POST', '/manufacturer/bulk-upload', importResultSchema),
  call('GET', '/manufacturer/bulk-upload/template'),
  // Media
  call('GET', '/media/list', mediaPageSchema),
  call('POST', '/media/upload', mediaUploadResultSchema),
  call('DELETE', '/media/:id', messageResponseSchema),
  // The areas already in the endpoint table (packages/contracts/src/endpoints)
  ...ALL_ENDPOINTS,
] as const;

/** The type of a call's answer by its contract (unknown when it has none). */
export type ApiAnswer<Call> = Call extends { response: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : unknown;

const segmentsOf = (path: string) => path.split('?')[0]?.split('/').filter(Boolean) ?? [];

/**
 * The table's entry for a concrete call (`GET /orders/12`): segments equal or a `:parameter`; an entry
 * with more fixed segments wins (`/attr/categories` over `/attr/:x`).
 */
export const findApiCall = (method: string, path: string): ApiCallContract | undefined => {
  const segments = segmentsOf(path);
  let best: ApiCallContract | undefined;
  let bestFixed = -1;
  for (const entry of API_CALLS) {
    if (entry.method !== method) continue;
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (fixed > bestFixed) {
      best = entry;
      bestFixed = fixed;
    }
  }
  return best;
};
