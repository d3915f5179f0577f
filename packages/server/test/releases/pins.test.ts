import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryBucket, userCanaryValue } from '../../src/modules/releases/remotes-resolver';
import {
  call,
  OPS_TOKEN,
  publish,
  type RegistryServer,
  releaseZip,
  SHELL_SHARED,
  startRegistryServer,
} from './release-support';

let server: RegistryServer;
const admin = () => server.adminToken;

const pin = (remote: string, body: Record<string, unknown>, token = admin()) =>
  call(server.app, 'POST', `/api/admin/remotes/${remote}/pin`, token, body);
const answer = async (cookie?: string) => {
  const response = await server.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return { json: response.json(), setCookie: response.headers['set-cookie'] as string | undefined };
};
const history = async (query = 'name=mf-media') =>
  (await call(server.app, 'GET', `/api/admin/remotes/history?${query}`, admin())).json();

beforeAll(async () => {
  server = await startRegistryServer();
  for (const [version, marker] of [
    ['1.0.0', 'a'],
    ['1.1.0', 'b'],
    ['1.2.0', 'c'],
  ] as const) {
    const response = await publish(
      server.app,
      'mf-media',
      version,
      releaseZip('mf-media', { marker }),
      admin(),
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => server.close());

describe('pin, roll back and history', () => {
  it('pins a version: /remotes.json answers its manifest and routes, the history says who and why', async () => {
    const response = await pin('mf-media', { version: '1.0.0', reason: 'first release' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'mf-media pinned to 1.0.0' });
    const { json } = await answer();
    expect(json['mf-media']).toEqual({
      manifest: '/remotes/mf-media/1.0.0/mf-manifest.json',
      routes: [expect.objectContaining({ path: '/mf-media-page', module: 'TestPage' })],
    });
    expect((await pin('mf-media', { version: '1.1.0' }, OPS_TOKEN)).statusCode).toBe(200);
    const page = await history();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.history.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: 'ops token',
        action: 'PIN',
        from: '1.0.0',
        to: '1.1.0',
        reason: null,
      }),
      expect.objectContaining({
        actor: 'admin@apparel.test',
        action: 'PIN',
        from: null,
        to: '1.0.0',
        reason: 'first release',
      }),
    ]);
  });

  it('refuses a version that is not published (404) or already pinned (409)', async () => {
    const missing = await pin('mf-media', { version: '9.9.9' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('mf-media 9.9.9 is not published');
    const again = await pin('mf-media', { version: '1.1.0' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('mf-media is already pinned to 1.1.0');
  });

  it('rolls back to the previous pin, and from there to the one before', async () => {
    expect((await pin('mf-media', { version: '1.2.0' })).statusCode).toBe(200);
    const back = await call(server.app, 'POST', '/api/admin/remotes/mf-media/rollback', admin());
    expect(back.json()).toEqual({ message: 'mf-media rolled back to 1.1.0' });
    expect((await answer()).json['mf-media'].manifest).toBe('/remotes/mf-media/1.1.0/mf-manifest.json');
    expect(
      (await call(server.app, 'POST', '/api/admin/remotes/mf-media/rollback', admin())).json().message,
    ).toBe('mf-media rolled back to 1.0.0');
    const last = await call(server.app, 'POST', '/api/admin/remotes/mf-media/rollback', admin());
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('mf-media has no previous pin to roll back to');
    expect((await history()).history[0]).toEqual(
      expect.objectContaining({ action: 'ROLLBACK', from: '1.1.0', to: '1.0.0' }),
    );
  });

  it('refuses a version whose routes or menu entry clash with another pinned remote (409, nothing changes)', async () => {
    await publish(
      server.app,
      'mf-catalogue',
      '1.0.0',
      releaseZip('mf-catalogue', { path: '/mf-media-page' }),
      admin(),
    );
    const refused = await pin('mf-catalogue', { version: '1.0.0' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'mf-catalogue 1.0.0 cannot be pinned: /mf-media-page is already claimed by mf-media (/mf-media-page)',
    );
    expect((await answer()).json['mf-catalogue']).toBeUndefined();
  });
});

describe('compatibility guard', () => {
  it('refuses a version built against another major of a shared singleton, or a newer one, with the reason', async () => {
    const shared = { ...SHELL_SHARED, 'react-router-dom': '8.0.1', '@tanstack/react-query': '5.99.0' };
    await publish(
      server.app,
      'mf-media',
      '2.0.0',
      releaseZip('mf-media', { shared, marker: 'new-router' }),
      admin(),
    );
    const refused = await pin('mf-media', { version: '2.0.0' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "mf-media 2.0.0 cannot be pinned: built against react-router-dom 8, the shell provides 7.x; built against @tanstack/react-query 5.99.0, newer than the shell's 5.90.2",
    );
    const canary = await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary', admin(), {
      version: '2.0.0',
      percent: 50,
    });
    expect(canary.statusCode).toBe(409);
    expect(canary.json().message).toMatch(
      /^mf-media 2\.0\.0 cannot be served as a canary: built against react-router-dom 8/,
    );
    const list = (await call(server.app, 'GET', '/api/admin/remotes', admin())).json();
    const version = list.find((r: { name: string }) => r.name === 'mf-media').versions[0];
    expect(version).toMatchObject({ version: '2.0.0', compatible: false });
    expect(version.refusals).toContain('built against react-router-dom 8, the shell provides 7.x');
    expect((await answer()).json['mf-media'].manifest).toBe('/remotes/mf-media/1.0.0/mf-manifest.json');
  });

  it('refuses a version built before builds recorded what they are built against', async () => {
    await publish(
      server.app,
      'mf-media',
      '0.9.0',
      releaseZip('mf-media', {
        marker: 'old',
        extra: { 'build-info.json': '{"app":"mf-media","mantine":"9.7.0"}' },
      }),
      admin(),
    );
    const refused = await pin('mf-media', { version: '0.9.0' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/built before builds recorded what they are built against/);
  });
});

describe('canary', () => {
  it('serves the canary to about half of 1,000 browsers at 50 %, each browser sticky by its cookie', async () => {
    const started = await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary', admin(), {
      version: '1.2.0',
      percent: 50,
    });
    expect(started.statusCode, started.body).toBe(200);
    let canaried = 0;
    for (let i = 0; i < 1000; i++) {
      const first = await answer();
      const cookie = first.setCookie?.split(';')[0];
      expect(cookie).toMatch(/^remote_canary=[A-Za-z0-9_-]{22}$/);
      const version = first.json['mf-media'].manifest;
      if (version.includes('/1.2.0/')) canaried += 1;
      if (i % 50 === 0) {
        const again = await answer(cookie);
        expect(again.json['mf-media'].manifest).toBe(version);
        expect(again.setCookie).toBeUndefined();
      }
    }
    expect(canaried).toBeGreaterThanOrEqual(450);
    expect(canaried).toBeLessThanOrEqual(550);
  }, 120_000);

  it("gives a signed-in browser the user's cookie, so the page HTML (no token) is decided as the user", async () => {
    const profile = await server.app.inject({
      url: '/api/auth/profile',
      headers: { cookie: 'remote_canary=CCCCCCCCCCCCCCCCCCCCCC', authorization: `Bearer ${admin()}` },
    });
    expect(profile.statusCode).toBe(200);
    const cookie = String(profile.headers['set-cookie']).split(';')[0];
    expect(cookie).toBe(`remote_canary=${userCanaryValue(1)}`);
    const withToken = await server.app.inject({
      url: '/remotes.json',
      headers: { authorization: `Bearer ${admin()}` },
    });
    const byCookie = await server.app.inject({ url: '/remotes.json', headers: { cookie } });
    expect(byCookie.json()['mf-media'].manifest).toBe(withToken.json()['mf-media'].manifest);
    expect(byCookie.headers['set-cookie']).toBeUndefined();
    const again = await server.app.inject({
      url: '/api/auth/profile',
      headers: { cookie, authorization: `Bearer ${admin()}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('decides a signed-in user by their id, so their devices agree', async () => {
    const withToken = (cookie: string) =>
      server.app.inject({ url: '/remotes.json', headers: { cookie, authorization: `Bearer ${admin()}` } });
    const a = (await withToken('remote_canary=AAAAAAAAAAAAAAAAAAAAAA')).json()['mf-media'].manifest;
    const b = (await withToken('remote_canary=BBBBBBBBBBBBBBBBBBBBBB')).json()['mf-media'].manifest;
    expect(a).toBe(b);
    expect(a.includes('/1.2.0/')).toBe(canaryBucket(`browser:${userCanaryValue(1)}`, 'mf-media') < 50);
    const users = Array.from(
      { length: 1000 },
      (_, i) => canaryBucket(`browser:${userCanaryValue(i + 1)}`, 'mf-media') < 50,
    );
    const share = users.filter(Boolean).length;
    expect(share).toBeGreaterThanOrEqual(450);
    expect(share).toBeLessThanOrEqual(550);
  });

  it('promotes the canary to the pin, or drops it; both in the history', async () => {
    const promoted = await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary/promote', admin());
    expect(promoted.json()).toEqual({ message: 'mf-media pinned to 1.2.0 (canary promoted)' });
    const list = (await call(server.app, 'GET', '/api/admin/remotes', admin())).json();
    expect(list.find((r: { name: string }) => r.name === 'mf-media')).toMatchObject({
      pinned: '1.2.0',
      canary: null,
    });
    await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary', admin(), {
      version: '1.1.0',
      percent: 10,
    });
    expect(
      (await call(server.app, 'GET', '/api/admin/remotes', admin()))
        .json()
        .find((r: { name: string }) => r.name === 'mf-media').canary,
    ).toEqual({
      version: '1.1.0',
      percent: 10,
    });
    const dropped = await call(server.app, 'DELETE', '/api/admin/remotes/mf-media/canary', admin());
    expect(dropped.json()).toEqual({ message: 'mf-media canary 1.1.0 dropped' });
    expect((await call(server.app, 'DELETE', '/api/admin/remotes/mf-media/canary', admin())).statusCode).toBe(
      409,
    );
    expect((await history()).history.slice(0, 3).map((row: { action: string }) => row.action)).toEqual([
      'DROP_CANARY',
      'CANARY',
      'PROMOTE',
    ]);
  });

  it('refuses a percent outside 1-99 with 400', async () => {
    const response = await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary', admin(), {
      version: '1.1.0',
      percent: 100,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('percent must be a whole number from 1 to 99');
  });
});
