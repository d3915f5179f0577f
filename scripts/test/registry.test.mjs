import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pinRemote,
  pinUnpinned,
  publishedVersions,
  publishRelease,
  readPins,
  replaceLocalBuild,
  writePins,
} from '../remotes/registry.mjs';

const CLI = resolve(import.meta.dirname, '..', 'remotes.mjs');
let work;
let registry;

const MEDIA_ROUTES = [
  {
    path: '/media',
    module: 'MediaPage',
    role: 'MANUFACTURER',
    title: 'Media Manager',
    menu: { label: 'Media Manager', section: 'main', order: 80 },
  },
];

/**
 * A fake build of a remote: its MF manifest (exposing `exposes`), route manifest, build metadata
 * (the Mantine version) and one chunk with the given content.
 */
const fakeDist = async (
  name,
  chunk,
  { remote = 'mf-media', routes = MEDIA_ROUTES, exposes = ['MediaPage'], mantine = '9.7.3' } = {},
) => {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  const mfManifest = {
    name: remote.replace('-', '_'),
    exposes: exposes.map((e) => ({ name: e, path: `./${e}` })),
  };
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(mfManifest));
  await writeFile(join(dir, 'mf-routes.json'), JSON.stringify({ remote, routes }));
  await writeFile(join(dir, 'build-info.json'), JSON.stringify({ app: remote, mantine }));
  await writeFile(join(dir, 'main.123.js'), chunk);
  return dir;
};

const release = (distDir, version = '1.0.0', remote = 'mf-media') =>
  publishRelease({ registry, remote, version, distDir });

/** The shell build that serves the pins: only its build metadata matters to pinning. */
let shell;
const pin = (remote, version) => pinRemote(registry, remote, version, { shell });

const cli = (...args) =>
  promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, REMOTES_DIR: registry, SHELL_DIR: shell },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'registry-test-'));
  registry = join(work, 'registry');
  shell = join(work, 'shell-dist');
  await mkdir(shell, { recursive: true });
  await writeFile(join(shell, 'build-info.json'), JSON.stringify({ app: 'shell', mantine: '9.7.3' }));
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('publishing a release', () => {
  it('publishes a new version into <registry>/<remote>/<version>/', async () => {
    expect(await release(await fakeDist('build-a', 'a'))).toBe('published');
    expect(await readFile(join(registry, 'mf-media', '1.0.0', 'main.123.js'), 'utf8')).toBe('a');
    expect(await publishedVersions(registry, 'mf-media')).toEqual(['1.0.0']);
  });

  it('is a no-op for the same content', async () => {
    await release(await fakeDist('build-a', 'a'));
    expect(await release(await fakeDist('build-a-again', 'a'))).toBe('unchanged');
  });

  it('refuses to overwrite a published version with different content', async () => {
    await release(await fakeDist('build-a', 'a'));
    await expect(release(await fakeDist('build-b', 'b'))).rejects.toThrow(
      /mf-media 1\.0\.0 is already published with different content.*bump "version"/,
    );
    expect(await readFile(join(registry, 'mf-media', '1.0.0', 'main.123.js'), 'utf8')).toBe('a');
  });

  it('refuses a remote that has not been built', async () => {
    await expect(release(join(work, 'no-dist'))).rejects.toThrow(/has no build/);
  });

  it('leaves no staging folders behind', async () => {
    await release(await fakeDist('build-a', 'a'));
    expect(await readdir(join(registry, 'mf-media'))).toEqual(['1.0.0']);
  });
});

describe('the local build of `pnpm build`', () => {
  it('replaces that version’s earlier local build', async () => {
    await replaceLocalBuild({
      registry,
      remote: 'mf-media',
      version: '1.0.0',
      distDir: await fakeDist('a', 'a'),
    });
    await replaceLocalBuild({
      registry,
      remote: 'mf-media',
      version: '1.0.0',
      distDir: await fakeDist('b', 'b'),
    });
    expect(await readFile(join(registry, 'mf-media', '1.0.0', 'main.123.js'), 'utf8')).toBe('b');
  });

  it('pins only remotes that have no pin yet', async () => {
    await writePins(registry, { 'mf-media': '/remotes/mf-media/0.9.0/mf-manifest.json' });
    const { added, pins } = await pinUnpinned(registry, { 'mf-media': '1.0.0', 'mf-auth': '1.0.0' });
    expect(added).toEqual(['mf-auth']);
    expect(pins).toEqual({
      'mf-auth': '/remotes/mf-auth/1.0.0/mf-manifest.json',
      'mf-media': '/remotes/mf-media/0.9.0/mf-manifest.json',
    });
  });
});

describe('pinning', () => {
  it('pins a published version in remotes.json', async () => {
    await release(await fakeDist('a', 'a'), '1.0.0');
    await release(await fakeDist('b', 'b'), '1.1.0');
    await pin('mf-media', '1.1.0');
    expect(await pin('mf-media', '1.0.0')).toEqual({ previous: '1.1.0', pinned: '1.0.0' });
    expect(await readPins(registry)).toEqual({ 'mf-media': '/remotes/mf-media/1.0.0/mf-manifest.json' });
  });

  it('refuses a version that is not published and leaves the pins as they were', async () => {
    await release(await fakeDist('a', 'a'), '1.0.0');
    await pin('mf-media', '1.0.0');
    await expect(pin('mf-media', '2.0.0')).rejects.toThrow(
      'mf-media 2.0.0 is not published, so it cannot be pinned. Published: 1.0.0.',
    );
    expect(await readPins(registry)).toEqual({ 'mf-media': '/remotes/mf-media/1.0.0/mf-manifest.json' });
  });

  it('refuses a version whose routes clash with another pinned remote, and keeps the pins', async () => {
    const mediaItem = {
      path: '/media/:id',
      module: 'MediaItemPage',
      role: 'MANUFACTURER',
      title: 'Media item',
    };
    const catalogue = await fakeDist('cat', 'c', {
      remote: 'mf-catalogue',
      routes: [mediaItem],
      exposes: ['MediaItemPage'],
    });
    await release(catalogue, '1.0.0', 'mf-catalogue');
    await release(await fakeDist('a', 'a'), '1.0.0');
    await pin('mf-catalogue', '1.0.0');
    await pin('mf-media', '1.0.0');
    const detail = { ...mediaItem, path: '/media/:mediaId', module: 'MediaPage' };
    await release(await fakeDist('b', 'b', { routes: [...MEDIA_ROUTES, detail] }), '1.1.0');
    await expect(pin('mf-media', '1.1.0')).rejects.toThrow(
      'mf-media 1.1.0 cannot be pinned:\n  - /media/:mediaId is already claimed by mf-catalogue (/media/:id)',
    );
    expect((await readPins(registry))['mf-media']).toBe('/remotes/mf-media/1.0.0/mf-manifest.json');
  });

  it('pins next to a pinned version published before route manifests (it serves no routes)', async () => {
    const legacy = await fakeDist('legacy', 'l', { remote: 'mf-catalogue' });
    await rm(join(legacy, 'mf-routes.json'));
    await release(legacy, '0.9.0', 'mf-catalogue');
    await writePins(registry, { 'mf-catalogue': '/remotes/mf-catalogue/0.9.0/mf-manifest.json' });
    await release(await fakeDist('a', 'a'), '1.0.0');
    await expect(pin('mf-media', '1.0.0')).resolves.toEqual({ previous: undefined, pinned: '1.0.0' });
  });

  it('refuses a version whose route names a page module it does not expose', async () => {
    await release(await fakeDist('a', 'a', { exposes: ['OtherPage'] }), '1.0.0');
    await expect(pin('mf-media', '1.0.0')).rejects.toThrow(
      '/media: mf-media does not expose the page module ./MediaPage',
    );
    expect(await readPins(registry)).toEqual({});
  });

  it("refuses a version built against a newer Mantine than the shell's, accepts an older one", async () => {
    await release(await fakeDist('a', 'a', { mantine: '9.8.0' }), '1.0.0');
    await release(await fakeDist('b', 'b', { mantine: '9.6.1' }), '1.1.0');
    await expect(pin('mf-media', '1.0.0')).rejects.toThrow(
      "it is built against @mantine/core 9.8.0, newer than the shell's 9.7.3: deploy a shell built with that Mantine first",
    );
    await expect(pin('mf-media', '1.1.0')).resolves.toEqual({ previous: undefined, pinned: '1.1.0' });
  });

  it('replaces remotes.json by rename (a new file, never rewritten in place) and leaves no temp file', async () => {
    await writePins(registry, { 'mf-media': '/remotes/mf-media/1.0.0/mf-manifest.json' });
    const before = await stat(join(registry, 'remotes.json'));
    await writePins(registry, { 'mf-media': '/remotes/mf-media/1.1.0/mf-manifest.json' });
    const after = await stat(join(registry, 'remotes.json'));
    expect(after.ino).not.toBe(before.ino);
    expect(await readdir(registry)).toEqual(['remotes.json']);
  });
});

describe('the CLI', () => {
  it('exits non-zero with a clear message when pinning an unpublished version', async () => {
    const { code, stderr } = await cli('pin', 'mf-media', '9.9.9');
    expect(code).toBe(1);
    expect(stderr).toContain('mf-media 9.9.9 is not published, so it cannot be pinned. Published: none.');
  });

  it('refuses an unknown remote', async () => {
    const { code, stderr } = await cli('pin', 'mf-unknown', '1.0.0');
    expect(code).toBe(1);
    expect(stderr).toContain('Unknown remote "mf-unknown"');
  });

  it('lists published versions and marks the pinned one', async () => {
    await release(await fakeDist('a', 'a'), '1.0.0');
    await release(await fakeDist('b', 'b'), '1.10.0');
    await release(await fakeDist('c', 'c'), '1.2.0');
    await pin('mf-media', '1.2.0');
    const { code, stdout } = await cli('list');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^mf-media\s+1\.0\.0 {2}\*1\.2\.0 {2}1\.10\.0$/m);
    expect(stdout).toMatch(/^mf-auth\s+\(none published\)$/m);
  });
});
