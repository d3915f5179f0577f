import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RemoteRoute, ROUTE_MANIFEST_VERSION, SHELL_CONTRACT_VERSION } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync, zipSync } from 'fflate';
import type { App } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { localRelease } from '../../src/modules/releases/release-archive';
import { tokenFor } from '../support/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../support/test-app';

export const OPS_TOKEN = 'ops-token-for-the-registry-tests-0123456789';

/** What the test shell is built against (its build-info.json in SHELL_DIR). */
export const SHELL_SHARED = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.9.4',
  '@tanstack/react-query': '5.90.2',
  '@apparel/api-client': '1.0.0',
  '@apparel/contracts': '1.0.0',
  '@mantine/core': '9.7.0',
  '@mantine/notifications': '9.7.0',
};

export const shellBuildInfo = {
  app: 'shell',
  mantine: '9.7.0',
  shellContract: SHELL_CONTRACT_VERSION,
  routeManifest: ROUTE_MANIFEST_VERSION,
  shared: SHELL_SHARED,
};

/** A shell folder holding only build-info.json: what the compatibility guard reads. */
export const shellDirWithBuildInfo = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'registry-shell-'));
  await writeFile(join(dir, 'build-info.json'), JSON.stringify(shellBuildInfo));
  return dir;
};

export type RegistryServer = TestServer & { adminToken: string };

export const startRegistryServer = async (overrides: Partial<Config> = {}): Promise<RegistryServer> => {
  const server = await startTestServer({
    shellDir: await shellDirWithBuildInfo(),
    registryOpsToken: OPS_TOKEN,
    ...overrides,
  });
  return { ...server, adminToken: await tokenFor(server.app, ADMIN.email, ADMIN.password) };
};

export type ReleaseOptions = {
  /** The page the release adds: path and menu label (defaults keep clear of the real remotes'). */
  path?: string;
  label?: string;
  routes?: RemoteRoute[];
  shared?: Record<string, string>;
  /** Extra bytes so two releases differ. */
  marker?: string;
  /** Files to leave out of the archive. */
  omit?: string[];
  /** The manifest's `metaData.publicPath` (none by default). */
  publicPath?: string;
  /** Files to add as they are (names unchecked). */
  extra?: Record<string, string>;
};

/** A release zip of `remote` as its build would make it: manifest, route manifest, build info, chunks. */
export const releaseZip = (remote: string, options: ReleaseOptions = {}): Buffer => {
  const routes: RemoteRoute[] = options.routes ?? [
    {
      path: options.path ?? `/${remote}-page`,
      module: 'TestPage',
      role: 'SUPER_ADMIN',
      title: 'Test page',
      menu: { label: options.label ?? `${remote} page`, section: 'main', order: 900 },
    },
  ];
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      id: remote,
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        ...(options.publicPath === undefined ? {} : { publicPath: options.publicPath }),
      },
      exposes: [
        {
          name: 'TestPage',
          assets: {
            js: { sync: ['static/js/TestPage.1a2b3c4d.js'], async: ['static/js/chunk.5e6f7a8b.js'] },
            css: { sync: [], async: [] },
          },
        },
      ],
      shared: [],
    }),
    'mf-routes.json': JSON.stringify({ remote, routes }),
    'build-info.json': JSON.stringify({
      ...shellBuildInfo,
      app: remote,
      shared: options.shared ?? SHELL_SHARED,
    }),
    'remoteEntry.js': `/* ${remote} entry ${options.marker ?? ''} */`,
    'static/js/TestPage.1a2b3c4d.js': `export default () => 'page ${options.marker ?? ''}';`,
    'static/js/chunk.5e6f7a8b.js': 'export const chunk = 1;',
    ...options.extra,
  };
  for (const name of options.omit ?? []) delete files[name];
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, new TextEncoder().encode(t)]))),
  );
};

/**
 * Stores a release as publishing did before it checked what an archive holds: registries
 * still hold such versions, so what they serve must be safe on its own.
 */
export const storeUnchecked = async (app: App, remote: string, version: string, zip: Buffer) => {
  const files = new Map(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes)]));
  await app.releases.store.publish({
    remote,
    version,
    content: localRelease(files),
    publisher: 'before issue 34',
    source: 'UPLOAD',
  });
};

export const publish = (app: App, remote: string, version: string, zip: Buffer, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/remotes/${remote}/versions?version=${encodeURIComponent(version)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    payload: zip,
  });

export const call = (
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** What the registry holds: versions, recorded registry files, and files in the storage folder. */
export const registryContents = async (db: Database, dataDir: string) => {
  const rows = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  const onDisk = await readdir(join(dataDir, 'uploads', 'remotes')).catch(() => []);
  return {
    versions: await rows(sql`select count(*) as n from remote_versions`),
    storedFiles: await rows(sql`select count(*) as n from stored_files where key like 'remotes/%'`),
    filesOnDisk: onDisk.filter((name) => !name.endsWith('.part')).length,
  };
};
