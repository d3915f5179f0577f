import type { TestServer } from '../support/test-app';
import type { Caller } from './callers';
import { CATALOGUE_TENANT_RECORDS } from './tenant-records-catalogue';
import { MEDIA_TENANT_RECORDS } from './tenant-records-media';

/** What a tenant-record factory gets: the server and manufacturer A's caller (token, ids). */
export type TenantContext = { server: TestServer; owner: Caller };

/**
 * One entry per MANUFACTURER area with `:id` routes: for the routes under `prefix`, create a record
 * owned by manufacturer A (through the API with `owner.token`, or straight in the database) and return
 * the id the route's `:id` takes. The access suite then calls every such route with manufacturer B's
 * token on that id and expects 404 and no data. A MANUFACTURER `:id` route with no entry here fails
 * the suite, naming the prefix to add. Longest matching prefix wins.
 *
 * Example (catalogue):
 *   { prefix: '/api/products', create: async ({ server, owner }) =>
 *       (await callApi(server.app, { method: 'POST', url: '/api/products', token: owner.token, body: {...} })).json().id },
 */
export type TenantRecord = { prefix: string; create(context: TenantContext): Promise<number> };

export const TENANT_RECORDS: TenantRecord[] = [...CATALOGUE_TENANT_RECORDS, ...MEDIA_TENANT_RECORDS];

export const tenantRecordFor = (
  url: string,
  records: TenantRecord[] = TENANT_RECORDS,
): TenantRecord | undefined =>
  records
    .filter((record) => url.startsWith(record.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];

export const missingTenantRecord = (method: string, url: string) =>
  `${method} ${url} is a MANUFACTURER route on an :id, but test/access/tenant-records.ts has no entry for it. ` +
  `Add { prefix: '${url.split('/:')[0]}', create: async ({ server, owner }) => <id of a record owned by owner.manufacturerId> } ` +
  'to TENANT_RECORDS, so the access suite can check that another manufacturer gets 404 on it.';
