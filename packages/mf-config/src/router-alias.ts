import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';

/**
 * React Router's client-side API as one file of @apparel/ui. Shared whole, the package cannot be
 * tree-shaken (its server and framework-mode code ships too); this file names what a browser app may
 * use, and it is the router's federation singleton (shared.ts).
 */
export const ROUTER_CLIENT_API = fileURLToPath(new URL('../../ui/src/router/client-api.ts', import.meta.url));

/**
 * Every import of `react-router-dom` or `react-router` in our own code resolves to ROUTER_CLIENT_API,
 * except in that file itself, which imports the package. The build cannot see a name that file lacks
 * (a shared module's exports are known only at run time): packages/mf-config/test/router-alias.test.ts checks that every
 * name our apps import from the router is in it.
 */
export const routerAliasRule = (): RuleSetRule => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: [/node_modules/, ROUTER_CLIENT_API],
  resolve: { alias: { 'react-router-dom$': ROUTER_CLIENT_API, 'react-router$': ROUTER_CLIENT_API } },
});
