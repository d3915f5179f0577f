import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES_DIR, REPO_ROOT } from './env';

/** The test-only next version of mf-media (its sources: e2e/fixtures/mf-media-next). */
export const FIXTURE_DIR = join(REPO_ROOT, 'e2e', 'fixtures', 'mf-media-next');

/**
 * Builds the fixture remote once per run, the way a remote team builds a release (production rspack
 * build with the project's config factory), against mf-media's installed dependencies.
 */
export function buildFixtureRemote(): string {
  const modules = join(FIXTURE_DIR, 'node_modules');
  if (!existsSync(modules)) symlinkSync(join(REPO_ROOT, 'mf-media', 'node_modules'), modules, 'dir');
  execFileSync(process.execPath, [join(modules, '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: FIXTURE_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  return join(FIXTURE_DIR, 'dist');
}

/** The ops CLI against the e2e server's registry copy; throws with its message when it refuses. */
export const remotesCli = (...args: string[]) => {
  try {
    return execFileSync('node', ['scripts/remotes.mjs', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, REMOTES_DIR },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(stderr || String(error));
  }
};

/** The pinned version of a remote in the e2e registry. */
export const pinnedVersion = (remote: string): string =>
  JSON.parse(readFileSync(join(REMOTES_DIR, 'remotes.json'), 'utf8'))[remote].split('/')[3];

/** A hash of every file under a folder, by relative path: equal means byte-identical. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${relative(dir, path)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
