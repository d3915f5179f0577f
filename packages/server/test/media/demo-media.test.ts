import { asc } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productsTable } from '../../src/db/schema';
import { seedDemoMedia } from '../../src/modules/media/demo-media';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

type Item = { url: string; filename: string; type: string };

describe('demo media', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("fills the demo manufacturer's library with copies of the demo catalogue's images and a sample PDF, once", async () => {
    const token = await tokenFor(server.app, DEMO.email, DEMO.password);
    const products = await server.db
      .select({ name: productsTable.name, images: productsTable.images })
      .from(productsTable)
      .orderBy(asc(productsTable.id));
    const withImages = products.filter((product) => product.images.length > 0);
    expect(withImages.length).toBeGreaterThan(1);

    expect(await seedDemoMedia(server.db, server.app.storage, DEMO.email, server.app.log)).toBe(
      withImages.length + 1,
    );
    expect(await seedDemoMedia(server.db, server.app.storage, DEMO.email, server.app.log)).toBe(0);

    const response = await callApi(server.app, { method: 'GET', url: '/api/media/list?limit=100', token });
    const { items, totalPages } = response.json<{ items: Item[]; totalPages: number }>();
    expect(totalPages).toBe(1);
    expect(items).toHaveLength(withImages.length + 1);
    expect(items[0]).toMatchObject({ filename: 'Demo Apparel Catalogue 2026.pdf', type: 'application/pdf' });
    expect(items.slice(1).map((item) => item.filename)).toEqual(
      withImages.map((product) => `${product.name}.png`),
    );

    // A copy: the same bytes under a key of the media library, not the product's own file.
    const first = withImages[0] as { images: string[] };
    const original = await server.app.inject({
      method: 'GET',
      url: server.app.storage.url(first.images[0] as string),
    });
    const copy = await server.app.inject({ method: 'GET', url: items[1]?.url ?? '' });
    expect(items[1]?.url).toMatch(/^\/uploads\/media\//);
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);

    for (const item of items.slice(0, 3)) {
      const file = await server.app.inject({ method: 'GET', url: item.url });
      expect(file.statusCode).toBe(200);
      // The bytes are what they claim to be (the upload's own sniffing would take them).
      expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe(item.type);
    }
    const text = (await server.app.inject({ method: 'GET', url: items[0]?.url ?? '' })).rawPayload.toString(
      'latin1',
    );
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toContain('startxref');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('does nothing without a demo account', async () => {
    expect(await seedDemoMedia(server.db, server.app.storage, 'nobody@apparel.test', server.app.log)).toBe(0);
  });
});
