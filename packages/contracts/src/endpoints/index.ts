import { adminEndpoints } from './admin';
import { attributeEndpoints, attributeEndpointTable } from './attributes';
import { authEndpoints } from './auth';
import { catalogueEndpoints } from './catalogue';
import { creditTermsEndpoints } from './credit-terms';
import { dashboardEndpoints } from './dashboard';
import { gstReturnEndpoints } from './gst-returns';
import { healthEndpoints } from './health';
import { invoiceEndpoints } from './invoices';
import { lineSheetEndpoints, publicLineSheetEndpoints } from './line-sheets';
import { mediaEndpoints } from './media';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { priceListEndpoints } from './price-lists';
import { profileEndpoints } from './profile';
import { receivableEndpoints } from './receivables';
import { releaseEndpoints } from './releases';
import { retailEndpoints } from './retail';
import { taxRateEndpoints } from './tax-rates';

export type { AttributeEndpoint } from './attributes';
export {
  adminEndpoints,
  attributeEndpoints,
  authEndpoints,
  catalogueEndpoints,
  creditTermsEndpoints,
  dashboardEndpoints,
  gstReturnEndpoints,
  healthEndpoints,
  invoiceEndpoints,
  lineSheetEndpoints,
  mediaEndpoints,
  orderEndpoints,
  paymentEndpoints,
  priceListEndpoints,
  profileEndpoints,
  publicLineSheetEndpoints,
  receivableEndpoints,
  releaseEndpoints,
  retailEndpoints,
  taxRateEndpoints,
};

/**
 * The endpoint table: every endpoint of the API, by area (one file each beside this one). The server
 * registers each entry as a route (packages/server/src/modules/shared/endpoint-route.ts), the api-client
 * calls them through `call()`, and nothing else spells an API path.
 */
export const ENDPOINT_AREAS = {
  admin: adminEndpoints,
  attributes: attributeEndpointTable,
  auth: authEndpoints,
  catalogue: catalogueEndpoints,
  creditTerms: creditTermsEndpoints,
  dashboard: dashboardEndpoints,
  gstReturns: gstReturnEndpoints,
  health: healthEndpoints,
  invoices: invoiceEndpoints,
  lineSheets: lineSheetEndpoints,
  media: mediaEndpoints,
  orders: orderEndpoints,
  payments: paymentEndpoints,
  priceLists: priceListEndpoints,
  profile: profileEndpoints,
  receivables: receivableEndpoints,
  publicLineSheets: publicLineSheetEndpoints,
  releases: releaseEndpoints,
  retail: retailEndpoints,
  taxRates: taxRateEndpoints,
};

type Areas = typeof ENDPOINT_AREAS;
/** Any one entry of the table, with its literal method and path. */
export type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_AREAS).flatMap(
  (area) => Object.values(area) as AnyEndpoint[],
);
