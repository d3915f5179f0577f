import { orderEndpoints } from './orders';
import { priceListEndpoints } from './price-lists';

export { orderEndpoints, priceListEndpoints };

/**
 * The endpoint table: every endpoint of the API, by area (one file each beside this one). The server
 * registers each entry as a route (packages/server/src/modules/shared/endpoint-route.ts), the api-client
 * calls them through `call()`, and nothing else spells an API path.
 */
export const ENDPOINT_AREAS = {
  orders: orderEndpoints,
  priceLists: priceListEndpoints,
};

type Areas = typeof ENDPOINT_AREAS;
/** Any one entry of the table, with its literal method and path. */
export type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_AREAS).flatMap(
  (area) => Object.values(area) as AnyEndpoint[],
);
