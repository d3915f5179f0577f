import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { products } from '../../src/db/schema';
import type { MediaUsage } from '../../src/modules/media/media-usage';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO } from '../support/test-app';
import { MP4, PDF, PNG } from './media-fixtures';
import {
  DRIVERS,
  type MediaTestServer,
  mediaRowCount,
  newManufacturer,
  startMediaTestServer,
  uploadMedia,
} from './media-support';

type Item = { id: number; url: string; filename: string; type: string };
type Page = { items: Item[]; totalPages: number };

describe.each(DRIVERS)('the media library (%s storage)', (driver) => {
  let server: MediaTestServer;
  let mine: { id: number; token: string };
  let other: { id: number; token: string };
  const uploaded: Item[] = [];

  const list = async (query: string, token = mine.token) => {
    const response = await callApi(server.app, { method: 'GET', url: `/api/media/list${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const upload = async (token: string, files: { bytes: Buffer; filename: string }[]) => {
    const response = await uploadMedia(server.app, token, files);
    expect(response.statusCode).toBe(201);
    return response.json<{ items: Item[] }>().items;
  };

  beforeAll(async () => {
    server = await startMediaTestServer(driver);
    mine = await newManufacturer(server);
    other = await newManufacturer(server);
    // 27 files in three batches: 15 images, 6 videos, 6 catalogs; the last batch is the newest.
    const kinds = [
      (n: number) => ({ bytes: PNG, filename: `Kurta Look ${n}.png` }),
      (n: number) => ({ bytes: MP4, filename: `Runway ${n}.mp4` }),
      (n: number) => ({ bytes: PNG, filename: `Saree_${n}.png` }),
      (n: number) => ({ bytes: PDF, filename: `Catalogue 100% ${n}.pdf` }),
    ];
    const files = Array.from({ length: 27 }, (_, n) =>
      (kinds[n % 4] as (n: number) => { bytes: Buffer; filename: string })(n),
    );
    for (const batch of [files.slice(0, 10), files.slice(10, 20), files.slice(20)]) {
      uploaded.push(...(await upload(mine.token, batch)));
    }
    await upload(other.token, [{ bytes: PNG, filename: 'Kurta Look other.png' }]);
  });
  afterAll(() => server?.close());

  it('lists my files newest first, 25 a page, with totalPages', async () => {
    const first = await list('?page=1&limit=25');
    expect(first.totalPages).toBe(2);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toEqual(uploaded.at(-1));
    const second = await list('?page=2&limit=25');
    expect(second.items.map((item) => item.filename)).toEqual(
      uploaded
        .slice(0, 2)
        .reverse()
        .map((item) => item.filename),
    );
    expect((await list('?page=3&limit=25')).items).toEqual([]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(27);
  });

  it('defaults to 25 a page and caps the limit at 100', async () => {
    expect((await list('')).items).toHaveLength(25);
    const all = await list('?limit=5000');
    expect(all.items).toHaveLength(27);
    expect(all.totalPages).toBe(1);
  });

  it('filters by type: images, videos, catalogs, or all when empty', async () => {
    const images = await list('?type=images&limit=100');
    expect(images.items).toHaveLength(14);
    expect(images.items.every((item) => item.type === 'image/png')).toBe(true);
    const videos = await list('?type=videos&limit=100');
    expect(videos.items.map((item) => item.type)).toEqual(Array(7).fill('video/mp4'));
    const catalogs = await list('?type=catalogs&limit=100');
    expect(catalogs.items.map((item) => item.type)).toEqual(Array(6).fill('application/pdf'));
    expect((await list('?type=&limit=100')).items).toHaveLength(27);
    expect((await list('?type=videos&limit=5')).totalPages).toBe(2);
  });

  it('searches file names case-insensitively, taking % and _ literally', async () => {
    const kurtas = await list('?filename=kURTA%20look&limit=100');
    expect(kurtas.items.map((item) => item.filename).sort()).toEqual(
      uploaded
        .filter((item) => item.filename.startsWith('Kurta Look'))
        .map((item) => item.filename)
        .sort(),
    );
    expect((await list('?filename=100%25&limit=100')).items).toHaveLength(6);
    expect((await list('?filename=saree_&limit=100')).items).toHaveLength(7);
    expect((await list('?filename=a_e&limit=100')).items).toEqual([]);
    const both = await list('?filename=look%201&type=images&limit=100');
    expect(both.items.map((item) => item.filename).sort()).toEqual([
      'Kurta Look 12.png',
      'Kurta Look 16.png',
    ]);
  });

  it('refuses a bad query with 400 and a precise message', async () => {
    for (const [query, message] of [
      ['?type=pictures', 'type must be one of images, videos, catalogs'],
      ['?page=0', 'Must be at least 1'],
      ['?limit=abc', 'Must be a number'],
    ]) {
      const response = await callApi(server.app, {
        method: 'GET',
        url: `/api/media/list${query}`,
        token: mine.token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it("never shows or deletes another manufacturer's files (404 for a foreign id)", async () => {
    const theirs = await list('?limit=100', other.token);
    expect(theirs.items.map((item) => item.filename)).toEqual(['Kurta Look other.png']);
    const foreign = theirs.items[0] as Item;
    const keys = await server.storedKeys();
    const response = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/media/${foreign.id}`,
      token: mine.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Media file not found' });
    expect(await server.storedKeys()).toEqual(keys);
    expect((await list('?limit=100', other.token)).items).toHaveLength(1);
  });

  it('lets only manufacturers in: 401 without a token, 403 for the super admin', async () => {
    const admin = await tokenFor(server.app, ADMIN.email, ADMIN.password);
    const calls = [
      { method: 'GET' as const, url: '/api/media/list?type=nonsense' },
      { method: 'POST' as const, url: '/api/media/upload' },
      { method: 'DELETE' as const, url: `/api/media/${uploaded[0]?.id}` },
    ];
    for (const call of calls) {
      expect((await callApi(server.app, call)).statusCode).toBe(401);
      const forbidden = await callApi(server.app, { ...call, token: admin });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ message: 'Unauthorized access' });
    }
    expect(await mediaRowCount(server)).toBe(28);
  });

  it('deletes a file: the row and the stored object go, its URL answers 404', async () => {
    const [item] = await upload(mine.token, [{ bytes: PNG, filename: 'to delete.png' }]);
    const key = (item as Item).url.replace('/uploads/', '');
    expect(await server.storedKeys()).toContain(key);
    const response = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/media/${item?.id}`,
      token: mine.token,
    });
    expect(response.statusCode).toBe(200);
    expect(await server.storedKeys()).not.toContain(key);
    expect((await server.app.inject({ method: 'GET', url: item?.url ?? '' })).statusCode).toBe(404);
    expect((await list('?filename=to%20delete')).items).toEqual([]);
    const again = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/media/${item?.id}`,
      token: mine.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 409 naming the products when a product uses the file, and keeps it', async () => {
    const [item] = await upload(mine.token, [{ bytes: PNG, filename: 'used.png' }]);
    const key = (item as Item).url.replace('/uploads/', '');
    const asked: [number, string][] = [];
    const usage: MediaUsage = {
      productsUsing: async (manufacturerId, storageKey) => {
        asked.push([manufacturerId, storageKey]);
        return storageKey === key ? ['Cotton Kurta', 'Silk Saree'] : [];
      },
    };
    const { config, database, clock } = server;
    const app = await buildApp({ config, database, clock, mediaUsage: usage });
    try {
      const token = mine.token;
      const response = await callApi(app, { method: 'DELETE', url: `/api/media/${item?.id}`, token });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        'This media file is used by products "Cotton Kurta", "Silk Saree"; remove it from those products first',
      );
      expect(asked).toEqual([[mine.id, key]]);
      expect(await server.storedKeys()).toContain(key);
      expect((await list('?filename=used.png')).items).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("answers 409 naming the catalogue's products that use the file (images, catalog or video), and keeps it", async () => {
    const demo = await tokenFor(server.app, DEMO.email, DEMO.password);
    const [item] = await upload(demo, [{ bytes: PNG, filename: 'shared look.png' }]);
    const key = (item as Item).url.replace('/uploads/', '');
    const [first, second] = await server.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(asc(products.id))
      .limit(2);
    await server.db
      .update(products)
      .set({ images: sql`array_append(${products.images}, ${key})` })
      .where(eq(products.id, first?.id ?? 0));
    await server.db
      .update(products)
      .set({ videoKey: key })
      .where(eq(products.id, second?.id ?? 0));
    const names = [first?.name, second?.name].sort();
    const response = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/media/${item?.id}`,
      token: demo,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      `This media file is used by products "${names[0]}", "${names[1]}"; remove it from those products first`,
    );
    expect(await server.storedKeys()).toContain(key);
    // Once no live product uses it (one edited, one deleted), it can go.
    await server.db
      .update(products)
      .set({ videoKey: null })
      .where(eq(products.id, second?.id ?? 0));
    await server.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, first?.id ?? 0));
    const freed = await callApi(server.app, { method: 'DELETE', url: `/api/media/${item?.id}`, token: demo });
    expect(freed.statusCode).toBe(200);
    expect(await server.storedKeys()).not.toContain(key);
  });

  it('serves byte ranges (206) so videos seek, and 416 past the end', async () => {
    const video = uploaded.find((item) => item.type === 'video/mp4') as Item;
    const whole = await server.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await server.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await server.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-4' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.toString('latin1')).toBe('free');
    const past = await server.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: `bytes=${MP4.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);
  });

  it('keeps the demo manufacturer out of these tests (its own library is separate)', async () => {
    const demo = await tokenFor(server.app, DEMO.email, DEMO.password);
    const theirs = await list('?limit=100', demo);
    expect(theirs.items.some((item) => item.filename.startsWith('Kurta Look'))).toBe(false);
  });
});
