import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseEndpoints } from '../../packages/contracts/src';
import { registryServer } from '../remotes/server-client.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the remotes CLI calls the registry through the endpoint table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a JSON projection of the table that is in step with it', () => {
    const json = JSON.parse(readFileSync(join(ROOT, 'scripts/remotes/release-endpoints.json'), 'utf8'));
    expect(json).toEqual(
      Object.fromEntries(
        Object.entries(releaseEndpoints).map(([key, { method, path }]) => [key, { method, path }]),
      ),
    );
  });

  it('fills each path from its entry', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { method: string }) => {
      calls.push(`${init.method} ${url}`);
      return new Response('{}', { status: 200 });
    });
    const server = registryServer('https://registry.test/', 'token');
    await server.publish('mf-auth', '1.2.0', new Uint8Array());
    await server.pin('mf-auth', '1.2.0', 'why');
    await server.canary('mf-auth', '1.3.0', 10);
    await server.drop('mf-auth');
    await server.history('mf-auth', 2);
    expect(calls).toEqual([
      'POST https://registry.test/api/admin/remotes/mf-auth/versions?version=1.2.0',
      'POST https://registry.test/api/admin/remotes/mf-auth/pin',
      'POST https://registry.test/api/admin/remotes/mf-auth/canary',
      'DELETE https://registry.test/api/admin/remotes/mf-auth/canary',
      'GET https://registry.test/api/admin/remotes/history?name=mf-auth&page=2',
    ]);
  });
});
