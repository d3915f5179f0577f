import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { RegistryError } from './apps.mjs';
import { pinRefusals } from './pin-checks.mjs';

/** The manifest URL the shell registers for a published version. */
export const manifestUrl = (remote, version) => `/remotes/${remote}/${version}/mf-manifest.json`;

const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  );

const filesUnder = async (dir) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
};

// Build metadata the browser never reads; rspack writes its arrays in a different order on each build.
const BUILD_METADATA = /^mf-stats\.json(\.br|\.gz)?$/;

/** One hash over every served file's path and bytes: equal hashes mean the same published content. */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(dir)).filter((f) => !BUILD_METADATA.test(f))) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    );
    hash.update('\n');
  }
  return hash.digest('hex');
}

const semverParts = (version) =>
  version.split(/[.+-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
const bySemver = (a, b) => {
  const [pa, pb] = [semverParts(a), semverParts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === pb[i]) continue;
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    return typeof pa[i] === 'number' && typeof pb[i] === 'number'
      ? pa[i] - pb[i]
      : String(pa[i]).localeCompare(String(pb[i]));
  }
  return 0;
};

/** The published versions of a remote, oldest first. */
export async function publishedVersions(registry, remote) {
  const dir = join(registry, remote);
  if (!(await exists(dir))) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const versions = [];
  for (const entry of entries) {
    if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      (await exists(join(dir, entry.name, 'mf-manifest.json')))
    ) {
      versions.push(entry.name);
    }
  }
  return versions.sort(bySemver);
}

/** Copies into a hidden sibling first, so a reader never sees a half-copied version folder. */
const stageCopy = async (distDir, registry, remote) => {
  const staging = join(registry, remote, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(join(registry, remote), { recursive: true });
  await cp(distDir, staging, { recursive: true });
  return staging;
};

const assertBuilt = async (distDir, remote) => {
  if (!(await exists(join(distDir, 'mf-manifest.json')))) {
    throw new RegistryError(`${remote} has no build at ${distDir} (no mf-manifest.json). Build it first.`);
  }
};

/**
 * The release path: publishes a remote's dist as <registry>/<remote>/<version>/. A published version
 * is immutable: identical content is a no-op, different content is refused (bump the version).
 * @returns {'published' | 'unchanged'}
 */
export async function publishRelease({ registry, remote, version, distDir }) {
  await assertBuilt(distDir, remote);
  const target = join(registry, remote, version);
  if (await exists(target)) {
    const [published, built] = await Promise.all([contentHash(target), contentHash(distDir)]);
    if (published === built) return 'unchanged';
    throw new RegistryError(
      `${remote} ${version} is already published with different content ` +
        `(published ${published.slice(0, 12)}, new build ${built.slice(0, 12)}). ` +
        `Published versions never change: bump "version" in ${remote}/package.json and publish again.`,
    );
  }
  const staging = await stageCopy(distDir, registry, remote);
  try {
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return 'published';
}

/**
 * The local-build path of `pnpm build`: puts the dist at <registry>/<remote>/<version>/, replacing
 * that version's earlier local build.
 */
export async function replaceLocalBuild({ registry, remote, version, distDir }) {
  await assertBuilt(distDir, remote);
  const target = join(registry, remote, version);
  const staging = await stageCopy(distDir, registry, remote);
  // Two renames keep the window in which the version folder is missing as short as possible.
  const previous = `${staging}-previous`;
  const hadPrevious = await exists(target);
  if (hadPrevious) await rename(target, previous);
  await rename(staging, target);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

const pinsFile = (registry) => join(registry, 'remotes.json');

/** remotes.json: remote name -> pinned manifest URL; empty when it does not exist yet. */
export async function readPins(registry) {
  let text;
  try {
    text = await readFile(pinsFile(registry), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RegistryError(`${pinsFile(registry)} is not valid JSON; fix or remove it.`);
  }
}

/** Writes remotes.json through a temp file and a rename: a reader sees the old pins or the new, never half. */
export async function writePins(registry, pins) {
  await mkdir(registry, { recursive: true });
  const sorted = Object.fromEntries(Object.entries(pins).sort(([a], [b]) => a.localeCompare(b)));
  const temp = `${pinsFile(registry)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(sorted, null, 2)}\n`);
  await rename(temp, pinsFile(registry));
}

/** The version a pin points at, read back from its manifest URL. */
export const pinnedVersion = (pins, remote) =>
  pins[remote]?.match(/\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1];

/**
 * Points a remote at one of its published versions (ops' pin and rollback), after the checks of
 * pin-checks.mjs (route manifest, clashes with the other pinned remotes, Mantine not newer than the
 * shell's); `shell` is the shell build that serves the pins.
 */
export async function pinRemote(registry, remote, version, { shell } = {}) {
  const versions = await publishedVersions(registry, remote);
  if (!versions.includes(version)) {
    throw new RegistryError(
      `${remote} ${version} is not published, so it cannot be pinned. ` +
        `Published: ${versions.length ? versions.join(', ') : 'none'}.`,
    );
  }
  const pins = await readPins(registry);
  const refusals = await pinRefusals({ registry, remote, version, pins, shell });
  if (refusals.length)
    throw new RegistryError(`${remote} ${version} cannot be pinned:\n  - ${refusals.join('\n  - ')}`);
  const previous = pinnedVersion(pins, remote);
  pins[remote] = manifestUrl(remote, version);
  await writePins(registry, pins);
  return { previous, pinned: version };
}

/** Pins each remote that has no pin yet to the given version; existing pins are left to ops. */
export async function pinUnpinned(registry, versions) {
  const pins = await readPins(registry);
  const added = [];
  for (const [remote, version] of Object.entries(versions)) {
    if (!pins[remote]) {
      pins[remote] = manifestUrl(remote, version);
      added.push(remote);
    }
  }
  if (added.length) await writePins(registry, pins);
  return { pins, added };
}

/**
 * What the API server answers at /remotes.json for this registry (packages/server's remotes-answer.ts):
 * each pinned remote's manifest URL and the routes of its version's mf-routes.json. Null for a
 * registry built before route manifests (the bench then serves remotes.json as it is).
 */
export async function registryAnswer(registry) {
  const pins = await readPins(registry);
  const answer = {};
  for (const [remote, manifest] of Object.entries(pins)) {
    const version = pinnedVersion(pins, remote);
    const file = version && join(registry, remote, version, 'mf-routes.json');
    if (!file || !(await exists(file))) return null;
    answer[remote] = { manifest, routes: JSON.parse(await readFile(file, 'utf8')).routes };
  }
  return answer;
}
