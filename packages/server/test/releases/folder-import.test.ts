import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, type RegistryServer, releaseZip, startRegistryServer } from './release-support';

/** A registry folder as `pnpm build` leaves it: <remote>/<version>/ and remotes.json. */
const writeVersion = async (root: string, remote: string, version: string, marker: string) => {
  const dir = join(root, remote, version);
  await rm(dir, { recursive: true, force: true });
  for (const [name, bytes] of Object.entries(unzipSync(releaseZip(remote, { marker })))) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
};
const writePins = async (root: string, pins: Record<string, string>, stamp: number) => {
  const file = join(root, 'remotes.json');
  await writeFile(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(pins).map(([r, v]) => [r, `/remotes/${r}/${v}/mf-manifest.json`])),
    ),
  );
  await utimes(file, stamp, stamp);
};

let server: RegistryServer;
let registry: string;
const served = async () => (await server.app.inject({ url: '/remotes.json' })).json()['mf-media']?.manifest;
const page = async (version: string) =>
  (await server.app.inject({ url: `/remotes/mf-media/${version}/static/js/TestPage.1a2b3c4d.js` })).body;

beforeAll(async () => {
  registry = await mkdtemp(join(tmpdir(), 'registry-folder-'));
  await writeVersion(registry, 'mf-media', '1.0.0', 'local-one');
  await writeVersion(registry, 'mf-media', '1.1.0', 'local-two');
  await writePins(registry, { 'mf-media': '1.0.0' }, 1_000);
  server = await startRegistryServer({ remotesDir: registry });
});
afterAll(async () => {
  await server.close();
  await rm(registry, { recursive: true, force: true });
});

it('on a fresh database imports every version of the folder and pins what the folder pins', async () => {
  expect(await served()).toBe('/remotes/mf-media/1.0.0/mf-manifest.json');
  expect(await page('1.0.0')).toBe("export default () => 'page local-one';");
  // Imported but never pinned: not served.
  expect(await page('1.1.0')).toMatch(/Not found/);
  const history = (
    await call(server.app, 'GET', '/api/admin/remotes/history?name=mf-media', server.adminToken)
  ).json();
  expect(history.history[0]).toMatchObject({ actor: 'local registry', action: 'PIN', to: '1.0.0' });
});

it('follows a pin the local CLI writes into the folder (pnpm remotes pin without --server)', async () => {
  await writePins(registry, { 'mf-media': '1.1.0' }, 2_000);
  expect(await served()).toBe('/remotes/mf-media/1.1.0/mf-manifest.json');
  expect(await page('1.1.0')).toBe("export default () => 'page local-two';");
  expect(await page('1.0.0')).toBe("export default () => 'page local-one';");
});

it('a rebuilt local version replaces its earlier import on the next start, served as the live one was', async () => {
  await writeVersion(registry, 'mf-media', '1.1.0', 'rebuilt');
  await server.app.releases.syncFolder();
  // The folder's remotes.json did not change: nothing is read again until the next start.
  expect(await page('1.1.0')).toBe("export default () => 'page local-two';");
  const { buildApp } = await import('../../src/app');
  const restarted = await buildApp({ config: server.config, database: server.database, clock: server.clock });
  try {
    const body = (await restarted.inject({ url: '/remotes/mf-media/1.1.0/static/js/TestPage.1a2b3c4d.js' }))
      .body;
    expect(body).toBe("export default () => 'page rebuilt';");
  } finally {
    await restarted.close();
  }
});
