import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactedUrl } from '../../src/plugins/logger-options';
import { createList, listBody, type PricingTenant, pricingTenant } from '../price-lists/price-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';

const TOKEN = 'x9J2mQ7rT4vW8yB1nC5dF0gH3kL6pS2uZ7aE4iO9qRt';

describe('link tokens in logs', () => {
  it('are redacted from logged URLs of the buyer page and the public calls', () => {
    expect(redactedUrl(`/l/${TOKEN}`)).toBe('/l/[redacted]');
    expect(redactedUrl(`/api/public/line-sheets/${TOKEN}/pdf?x=1`)).toBe(
      '/api/public/line-sheets/[redacted]/pdf?x=1',
    );
    expect(redactedUrl('/api/line-sheets/12/shares')).toBe('/api/line-sheets/12/shares');
  });

  it("never appear in the server's request log lines, even at info level with every request logged", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Fastify's own request logging (incoming request, request errored) with the server's pino options.
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/api/public/line-sheets/:token', async (request) => {
      request.log.info({ req: request }, 'looking');
      throw new Error('boom');
    });
    app.get('/l/:token', async () => 'page');
    await app.inject({ method: 'GET', url: `/api/public/line-sheets/${TOKEN}` });
    await app.inject({ method: 'GET', url: `/l/${TOKEN}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(TOKEN);
  });
});

describe('the buyer page /l/{token}', () => {
  let server: TestServer;
  let t: PricingTenant;
  beforeAll(async () => {
    const shellDir = await mkdtemp(join(tmpdir(), 'line-sheet-shell-'));
    await writeFile(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head></head><body>app</body></html>',
    );
    // The shell's own small page for the buyer (its line-sheet entry), not the admin's index.html.
    await writeFile(
      join(shellDir, 'line-sheet.html'),
      '<!doctype html><html><head></head><body>buyer sheet</body></html>',
    );
    server = await startTestServer({ shellDir });
    t = await pricingTenant(server);
  });
  afterAll(() => server?.close());

  const page = (token: string) =>
    server.app.inject({ method: 'GET', url: `/l/${token}`, headers: { accept: 'text/html' } });

  it("serves the shell's line sheet page with noindex: 200 for a live link, 404 for an unknown or revoked one", async () => {
    await createList(server.app, t.token, listBody({ retailerIds: [t.a] }));
    const sheet = (
      await callApi(server.app, {
        method: 'POST',
        url: '/api/line-sheets',
        token: t.token,
        body: { name: 'Summer', productIds: [t.kurta] },
      })
    ).json();
    const shared = await callApi(server.app, {
      method: 'POST',
      url: `/api/line-sheets/${sheet.id}/shares`,
      token: t.token,
      body: { retailerIds: [t.a] },
    });
    const [link] = shared.json().shares;

    const live = await page(link.token);
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toContain('text/html');
    expect(live.headers['x-robots-tag']).toContain('noindex');
    expect(live.body).toContain('buyer sheet');
    expect(live.body).not.toContain('app');

    const unknown = await page(TOKEN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-robots-tag']).toContain('noindex');
    expect(unknown.body).toContain('buyer sheet');

    await callApi(server.app, {
      method: 'POST',
      url: `/api/line-sheets/${sheet.id}/shares/${link.id}/revoke`,
      token: t.token,
    });
    expect((await page(link.token)).statusCode).toBe(404);
  });
});
