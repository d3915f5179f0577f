import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, OPS_TOKEN, type RegistryServer, releaseZip, startRegistryServer } from './release-support';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../../../scripts/remotes.mjs');

let server: RegistryServer;
let origin: string;
let dist: string;

/** `pnpm remotes ...` against the running server; answers what it printed (or throws with its error). */
const remotes = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, [CLI, ...args, '--server', origin], {
    env: { ...process.env, REGISTRY_TOKEN: OPS_TOKEN },
  });
  return stdout.trim();
};

beforeAll(async () => {
  server = await startRegistryServer();
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  dist = await mkdtemp(join(tmpdir(), 'cli-dist-'));
  for (const [name, bytes] of Object.entries(unzipSync(releaseZip('mf-media', { marker: 'cli' })))) {
    await mkdir(join(dist, name, '..'), { recursive: true });
    await writeFile(join(dist, name), bytes);
  }
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

it('publishes a dist with a release token, then pins, canaries, promotes, rolls back and shows the history', async () => {
  const token = (
    await call(server.app, 'POST', '/api/admin/release-tokens', server.adminToken, { remote: 'mf-media' })
  ).json();
  const published = await run(
    process.execPath,
    [
      CLI,
      'publish',
      'mf-media',
      '--dist',
      dist,
      '--as',
      '7.0.0',
      '--server',
      origin,
      '--token',
      token.secret,
    ],
    { env: { ...process.env, REGISTRY_TOKEN: '' } },
  );
  expect(published.stdout).toContain(`published mf-media 7.0.0 to ${origin} (6 files`);
  await writeFile(join(dist, 'remoteEntry.js'), '/* 7.1.0 */');
  await remotes('publish', 'mf-media', '--dist', dist, '--as', '7.1.0');

  expect(await remotes('pin', 'mf-media', '7.0.0', '--reason', 'first')).toBe('mf-media pinned to 7.0.0');
  expect(await remotes('canary', 'mf-media', '7.1.0', '25')).toBe('mf-media 7.1.0 serves 25 % as a canary');
  expect(await remotes('list')).toContain('mf-media           7.1.0  *7.0.0  canary 7.1.0 at 25 %');
  expect(await remotes('promote', 'mf-media')).toBe('mf-media pinned to 7.1.0 (canary promoted)');
  expect(await remotes('rollback', 'mf-media')).toBe('mf-media rolled back to 7.0.0');
  const history = await remotes('history', 'mf-media');
  expect(history.split('\n')[0]).toMatch(/ROLLBACK\s+7\.1\.0 -> 7\.0\.0 {2}by ops token$/);
  expect(history).toContain('page 1 of 1 (6 changes)');
  const answer = (await server.app.inject({ url: '/remotes.json' })).json();
  expect(answer['mf-media'].manifest).toBe('/remotes/mf-media/7.0.0/mf-manifest.json');
});

it('tells why a command is refused: a token of its remote cannot pin', async () => {
  const token = (
    await call(server.app, 'POST', '/api/admin/release-tokens', server.adminToken, { remote: 'mf-media' })
  ).json();
  await expect(
    run(process.execPath, [CLI, 'pin', 'mf-media', '7.1.0', '--server', origin, '--token', token.secret]),
  ).rejects.toMatchObject({
    stderr: expect.stringContaining('403 A release token only publishes its remote'),
  });
});
