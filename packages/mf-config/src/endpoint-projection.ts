import { fileURLToPath } from 'node:url';
import { NormalModuleReplacementPlugin } from '@rspack/core';

/** The contracts' source folder: the one place that imports the endpoint table's index (`./endpoints`). */
export const CONTRACTS_SRC = fileURLToPath(new URL('../../contracts/src', import.meta.url));

/**
 * The endpoint table without its schemas, generated from the table by scripts/endpoint-projection.mjs
 * (`pnpm lint` fails when it is stale): same export names, each entry's key, method, path and flags.
 */
export const ENDPOINT_PROJECTION = fileURLToPath(
  new URL('../../contracts/src/endpoint-projection.ts', import.meta.url),
);

/**
 * Production builds resolve the contracts' `./endpoints` (the table's index over its area files, every
 * entry with its zod schemas) to ENDPOINT_PROJECTION. The hooks keep calling `call(orderEndpoints.read,
 * ...)` with the entries imported from @apparel/contracts, and TypeScript keeps reading the real table;
 * the bundle gets entries that build the request and nothing else, so a page without a form loads no zod
 * (production checks no answer anyway: contract-check.ts). Dev builds keep the real table, and with it
 * the answer checks.
 */
export const endpointProjectionPlugin = () =>
  new NormalModuleReplacementPlugin(/^\.\/endpoints$/, (data) => {
    if (data.context === CONTRACTS_SRC) data.request = ENDPOINT_PROJECTION;
  });
