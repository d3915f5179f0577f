import { fileTypeFromBuffer } from 'file-type/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMedia } from '../../src/modules/media/demo-media';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

describe('demo media', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("fills the demo manufacturer's library with real images and a sample PDF, once", async () => {
    expect(await seedDemoMedia(server.db, server.app.storage, DEMO.email, server.app.log)).toBe(6);
    expect(await seedDemoMedia(server.db, server.app.storage, DEMO.email, server.app.log)).toBe(0);
    const token = await tokenFor(server.app, DEMO.email, DEMO.password);
    const response = await callApi(server.app, { method: 'GET', url: '/api/media/list?limit=25', token });
    const { items, totalPages } = response.json<{
      items: { url: string; filename: string; type: string }[];
      totalPages: number;
    }>();
    expect(totalPages).toBe(1);
    expect(items.map((item) => item.type).sort()).toEqual(
      [...Array(5).fill('image/png'), 'application/pdf'].sort(),
    );
    expect(items[0]?.filename).toBe('Indigo Cotton Kurta.png');
    for (const item of items) {
      const file = await server.app.inject({ method: 'GET', url: item.url });
      expect(file.statusCode).toBe(200);
      // The bytes are what they claim to be (the upload's own sniffing would take them).
      expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe(item.type);
    }
    const pdf = items.find((item) => item.type === 'application/pdf');
    const text = (await server.app.inject({ method: 'GET', url: pdf?.url ?? '' })).rawPayload.toString(
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
