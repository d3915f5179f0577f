import { createHash } from 'node:crypto';
import { type RouteManifest, routeManifestSchema } from '@apparel/contracts';
import { unzipSync } from 'fflate';
import { badRequest } from '../../errors';
import { documentRefusal, publicPathRefusal } from './release-safety';

/** Limits of one uploaded release archive. */
export const RELEASE_LIMITS = {
  archiveBytes: 50 * 2 ** 20,
  totalBytes: 200 * 2 ** 20,
  fileBytes: 25 * 2 ** 20,
  files: 2000,
};

/** A verified release: every file by its path inside the version, and what the files say. */
export type ReleaseContent = {
  files: Map<string, Buffer>;
  routes: RouteManifest;
  buildInfo: Record<string, unknown>;
  contentHash: string;
  size: number;
};

/** A path inside a version: segments of letters, digits, `._+-@~`, none of them `.` or `..`, no leading /. */
const SAFE_PATH =
  /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*(?:\/[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*)*$/;
export const isSafeReleasePath = (path: string): boolean => path.length <= 300 && SAFE_PATH.test(path);

// Build metadata the browser never reads; rspack writes its arrays in a different order on each build.
const BUILD_METADATA = /^mf-stats\.json(\.br|\.gz)?$/;

/**
 * One hash over every served file's path and bytes (the same as scripts/remotes/registry.mjs's, so the
 * CLI and the server agree): equal hashes mean the same published content.
 */
export const releaseContentHash = (files: ReadonlyMap<string, Buffer>): string => {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].filter((f) => !BUILD_METADATA.test(f)).sort()) {
    hash.update(`${name}\0`);
    hash.update(
      createHash('sha256')
        .update(files.get(name) as Buffer)
        .digest('hex'),
    );
    hash.update('\n');
  }
  return hash.digest('hex');
};

const parseJson = (files: ReadonlyMap<string, Buffer>, name: string): unknown => {
  const bytes = files.get(name);
  if (!bytes) throw badRequest(`The archive has no ${name} at its top level`);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(`${name} in the archive is not valid JSON`);
  }
};

/** The files a Module Federation manifest names: the remote entry and every exposed/shared chunk. */
const namedFiles = (manifest: unknown): string[] => {
  const names = new Set<string>();
  const walkAssets = (assets: unknown) => {
    if (!assets || typeof assets !== 'object') return;
    for (const kind of ['js', 'css'] as const) {
      const group = (assets as Record<string, { sync?: unknown; async?: unknown }>)[kind];
      for (const list of [group?.sync, group?.async])
        if (Array.isArray(list)) for (const file of list) if (typeof file === 'string') names.add(file);
    }
  };
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { assets?: unknown }[];
    shared?: { assets?: unknown }[];
  };
  const entry = m.metaData?.remoteEntry;
  if (typeof entry?.name === 'string')
    names.add(
      typeof entry.path === 'string' && entry.path
        ? `${entry.path.replace(/\/$/, '')}/${entry.name}`
        : entry.name,
    );
  for (const item of [...(m.exposes ?? []), ...(m.shared ?? [])]) walkAssets(item?.assets);
  return [...names];
};

/** The unpacked files of a zip archive, refusing unsafe names and oversize content before inflating it. */
const unpack = (archive: Buffer): Map<string, Buffer> => {
  if (archive.length === 0) throw badRequest('The archive is empty: send the release as one zip file');
  if (archive.length > RELEASE_LIMITS.archiveBytes)
    throw badRequest(`The archive is larger than ${RELEASE_LIMITS.archiveBytes / 2 ** 20} MB`);
  let entries: Record<string, Uint8Array>;
  let declared = 0;
  let count = 0;
  try {
    entries = unzipSync(new Uint8Array(archive.buffer, archive.byteOffset, archive.length), {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        if (!isSafeReleasePath(file.name))
          throw badRequest(
            `The archive holds an unsafe file name: ${JSON.stringify(file.name.slice(0, 200))}`,
          );
        count += 1;
        declared += file.originalSize;
        if (count > RELEASE_LIMITS.files)
          throw badRequest(`The archive holds more than ${RELEASE_LIMITS.files} files`);
        if (file.originalSize > RELEASE_LIMITS.fileBytes)
          throw badRequest(`${file.name} is larger than ${RELEASE_LIMITS.fileBytes / 2 ** 20} MB`);
        if (declared > RELEASE_LIMITS.totalBytes)
          throw badRequest(`The release unpacks to more than ${RELEASE_LIMITS.totalBytes / 2 ** 20} MB`);
        return true;
      },
    });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The archive is not a readable zip file (${(error as Error).message})`);
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const [name, bytes] of Object.entries(entries)) {
    total += bytes.length;
    if (bytes.length > RELEASE_LIMITS.fileBytes || total > RELEASE_LIMITS.totalBytes)
      throw badRequest(`The release unpacks to more than its declared sizes (${name})`);
    files.set(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  return files;
};

/**
 * Unpacks and verifies one release of `remote`: no document a browser would run (release-safety.ts),
 * mf-manifest.json loading from the panel's origin, mf-routes.json (routeManifestSchema, naming this
 * remote), build-info.json, and every file the manifest names present. 400 naming the first problem
 * otherwise.
 */
export const readReleaseArchive = (remote: string, archive: Buffer): ReleaseContent =>
  verifyRelease(remote, unpack(archive));

/** Verifies the files of one release of `remote` (from an archive or a registry folder). */
export const verifyRelease = (remote: string, files: Map<string, Buffer>): ReleaseContent => {
  const document = documentRefusal(files.keys());
  if (document) throw badRequest(document);
  const manifest = parseJson(files, 'mf-manifest.json');
  const elsewhere = publicPathRefusal(manifest);
  if (elsewhere) throw badRequest(elsewhere);
  const routes = routeManifestSchema.safeParse(parseJson(files, 'mf-routes.json'));
  if (!routes.success)
    throw badRequest(
      `mf-routes.json is not a valid route manifest: ${routes.error.issues[0]?.message ?? ''}`,
    );
  if (routes.data.remote !== remote)
    throw badRequest(`mf-routes.json is the route manifest of ${routes.data.remote}, not of ${remote}`);
  const buildInfo = parseJson(files, 'build-info.json');
  if (!buildInfo || typeof buildInfo !== 'object' || Array.isArray(buildInfo))
    throw badRequest('build-info.json in the archive is not an object');
  const named = namedFiles(manifest);
  if (named.length === 0) throw badRequest('mf-manifest.json names no remote entry');
  const missing = named.filter((name) => !files.has(name));
  if (missing.length > 0)
    throw badRequest(
      `Files the manifest names are missing from the archive: ${missing.slice(0, 5).join(', ')}`,
    );
  let size = 0;
  for (const bytes of files.values()) size += bytes.length;
  return {
    files,
    routes: routes.data,
    buildInfo: buildInfo as Record<string, unknown>,
    contentHash: releaseContentHash(files),
    size,
  };
};

/**
 * A local build from the registry folder (`pnpm build`, trusted like the folder the server used to
 * serve): stored as it is; a missing or broken route manifest or build info only means the version
 * serves no routes and cannot be pinned through the API.
 */
export const localRelease = (files: Map<string, Buffer>): ReleaseContent => {
  let buildInfo: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(files.get('build-info.json')?.toString('utf8') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      buildInfo = parsed as Record<string, unknown>;
  } catch {
    // left empty: the compatibility guard refuses it
  }
  let size = 0;
  for (const bytes of files.values()) size += bytes.length;
  return {
    files,
    routes: { remote: '', routes: [] },
    buildInfo,
    contentHash: releaseContentHash(files),
    size,
  };
};
