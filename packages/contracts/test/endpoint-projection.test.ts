import { describe, expect, it } from 'vitest';
import * as projection from '../src/endpoint-projection';
import * as table from '../src/endpoints';

/** What production keeps of an entry (EndpointProjection): the rest stays with the real table. */
const projected = (key: string, entry: Record<string, unknown>) => ({
  key,
  method: entry.method,
  path: entry.path,
  ...Object.fromEntries(
    (['file', 'multipart', 'idempotent'] as const).filter((flag) => entry[flag]).map((flag) => [flag, true]),
  ),
});

/** An export with every entry projected under its key: the shape the projection must have. */
const expectedOf = (value: unknown, keys: Map<unknown, string>): unknown => {
  const key = keys.get(value);
  if (key) return projected(key, value as Record<string, unknown>);
  if (Array.isArray(value)) return value.map((item) => expectedOf(item, keys));
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, expectedOf(v, keys)]));
};

/**
 * Production browser builds resolve the table's index to the generated projection
 * (packages/mf-config/src/endpoint-projection.ts), so a call built from it must send what the real entry
 * would: same exports, same entries, same methods, paths and flags.
 */
describe('the endpoint projection is in step with the endpoint table', () => {
  const keys = new Map<unknown, string>();
  for (const [area, entries] of Object.entries(table.ENDPOINT_AREAS))
    for (const [key, entry] of Object.entries(entries)) keys.set(entry, `${area}.${key}`);

  it('exports what the table exports', () => {
    expect(Object.keys(projection).sort()).toEqual(Object.keys(table).sort());
  });

  const exportsOfProjection = new Map(Object.entries(projection));
  it.each(Object.entries(table))('%s', (name, value) => {
    expect(exportsOfProjection.get(name)).toEqual(expectedOf(value, keys));
  });

  it('carries no schema', () => {
    for (const entry of projection.ALL_ENDPOINTS)
      expect(Object.keys(entry).every((field) => !/params|query|body|response/.test(field))).toBe(true);
  });
});
