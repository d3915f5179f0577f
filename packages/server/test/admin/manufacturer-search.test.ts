import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers } from '../../src/db/schema';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;

const BASE = Date.parse('2025-01-01T00:00:00Z');
const HOUR = 3_600_000;
/** 25 manufacturers created an hour apart (M01 oldest, M25 newest), plus a few with telling names. */
const NAMED = [
  { name: 'Kanchi SILK Weavers', state: 'Tamil Nadu' },
  { name: 'Silkworm Traders', state: 'Karnataka' },
  { name: 'Pure Cotton 100%', state: 'Gujarat' },
  { name: 'Cotton_Mills', state: 'gujarat' },
];

beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  const rows = [
    ...Array.from({ length: 25 }, (_, i) => ({
      name: `M${String(i + 1).padStart(2, '0')} Apparel`,
      state: 'Punjab',
    })),
    ...NAMED,
  ].map((m, i) => ({
    ...m,
    description: 'Test manufacturer',
    address: '1 Road',
    city: 'City',
    createdAt: new Date(BASE + i * HOUR),
  }));
  await server.db.insert(manufacturers).values(rows);
});
afterAll(() => server?.close());

const search = (body: unknown) =>
  callApi(server.app, { method: 'POST', url: '/api/admin/manufacturers/search', token, body });
const names = (response: Awaited<ReturnType<typeof search>>) =>
  response.json<{ manufacturers: { name: string }[] }>().manufacturers.map((m) => m.name);

describe('POST /api/admin/manufacturers/search', () => {
  it('lists 20 a page, newest first, with the total', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 29, page: 1, pageSize: 20 });
    expect(page.manufacturers).toHaveLength(20);
    expect(names(response).slice(0, 5)).toEqual([
      'Cotton_Mills',
      'Pure Cotton 100%',
      'Silkworm Traders',
      'Kanchi SILK Weavers',
      'M25 Apparel',
    ]);
  });

  it('continues on page 2 without overlap and ends with the oldest', async () => {
    const first = names(await search({ page: 1 }));
    const second = await search({ page: 2 });
    expect(second.json()).toMatchObject({ page: 2, total: 29 });
    expect(names(second)).toHaveLength(9);
    expect(names(second).at(-1)).toBe('M01 Apparel');
    expect(new Set([...first, ...names(second)]).size).toBe(29);
  });

  it('finds a name case-insensitively anywhere in it', async () => {
    expect(names(await search({ filter: { name: 'silk' } }))).toEqual([
      'Silkworm Traders',
      'Kanchi SILK Weavers',
    ]);
    expect(names(await search({ filter: { name: 'EAVE' } }))).toEqual(['Kanchi SILK Weavers']);
  });

  it('treats % and _ in the name filter as plain characters', async () => {
    expect(names(await search({ filter: { name: '100%' } }))).toEqual(['Pure Cotton 100%']);
    expect(names(await search({ filter: { name: 'ton_' } }))).toEqual(['Cotton_Mills']);
    expect((await search({ filter: { name: '%' } })).json().total).toBe(1);
  });

  it('filters by the whole state, any case, and combines with the name', async () => {
    expect(names(await search({ filter: { state: 'GUJARAT' } }))).toEqual([
      'Cotton_Mills',
      'Pure Cotton 100%',
    ]);
    expect((await search({ filter: { state: 'Guj' } })).json().total).toBe(0);
    expect(names(await search({ filter: { state: 'gujarat', name: 'mills' } }))).toEqual(['Cotton_Mills']);
  });

  it('caps the page size at 100', async () => {
    const response = await search({ pageSize: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().pageSize).toBe(100);
  });

  it('sorts by a known field in either order', async () => {
    const response = await search({ filter: { state: 'Gujarat' }, sortBy: 'name', sortOrder: 'asc' });
    expect(names(response)).toEqual(['Cotton_Mills', 'Pure Cotton 100%']);
  });

  it('refuses an unknown sort field and a page below 1 with 400', async () => {
    for (const body of [{ sortBy: 'password_hash' }, { sortOrder: 'sideways' }, { page: 0 }]) {
      const response = await search(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers an empty page past the end, still with the total', async () => {
    expect((await search({ page: 99 })).json()).toMatchObject({ manufacturers: [], total: 29, page: 99 });
  });

  it('breaks ties on createdAt by id, newest id first', async () => {
    const same = new Date('2030-01-01T00:00:00Z');
    const inserted = await server.db
      .insert(manufacturers)
      .values(
        ['Tie A', 'Tie B'].map((name) => ({
          name,
          description: 'x',
          address: 'x',
          state: 'Tie',
          city: 'x',
          createdAt: same,
        })),
      )
      .returning({ id: manufacturers.id });
    expect(inserted).toHaveLength(2);
    expect(names(await search({ filter: { state: 'tie' } }))).toEqual(['Tie B', 'Tie A']);
  });
});
