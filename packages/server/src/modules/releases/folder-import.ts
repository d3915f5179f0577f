import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PinService } from './pin-service';
import { isSafeReleasePath, localRelease } from './release-archive';
import type { ReleaseStore } from './release-store';

const LOCAL = 'local registry';
const REMOTE_FOLDER = /^mf-[a-z0-9-]{1,40}$/;
const VERSION_FOLDER = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const PIN = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

const folders = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const filesOf = async (dir: string): Promise<Map<string, Buffer>> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const name = relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/');
    if (isSafeReleasePath(name)) files.set(name, await readFile(join(dir, name)));
  }
  return files;
};

const readPins = async (remotesDir: string): Promise<Record<string, string>> => {
  try {
    const pins = JSON.parse(await readFile(join(remotesDir, 'remotes.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const versions: Record<string, string> = {};
    for (const [remote, url] of Object.entries(pins)) {
      const [, folder, version] = (typeof url === 'string' && url.match(PIN)) || [];
      if (folder === remote && version) versions[remote] = version;
    }
    return versions;
  } catch {
    return {};
  }
};

/**
 * The registry folder `pnpm build` and the local CLI write (REMOTES_DIR): on start the server imports
 * every version the database lacks (a changed local build replaces its earlier import) and pins what
 * the folder pins for a remote the database has no pin for; afterwards a change of the folder's
 * remotes.json (`pnpm remotes pin` without --server) is followed on the next /remotes.json.
 */
export const createFolderImport = (
  remotesDir: string,
  store: ReleaseStore,
  pins: PinService,
  log: FastifyBaseLogger,
) => {
  let seenPins: Record<string, string> | null = null;
  let seenStamp = '';
  let running: Promise<void> | null = null;

  const importVersions = async () => {
    for (const remote of (await folders(remotesDir)).filter((name) => REMOTE_FOLDER.test(name))) {
      for (const version of (await folders(join(remotesDir, remote))).filter((v) => VERSION_FOLDER.test(v))) {
        const files = await filesOf(join(remotesDir, remote, version));
        if (!files.has('mf-manifest.json')) continue;
        try {
          const content = localRelease(files);
          const existing = await store.findVersion(remote, version);
          if (existing?.contentHash === content.contentHash) continue;
          if (existing?.source === 'UPLOAD') {
            log.warn(
              `${remote} ${version} in ${remotesDir} differs from the published one: kept the published one`,
            );
            continue;
          }
          await store.publish({ remote, version, content, publisher: 'local build', source: 'LOCAL' });
        } catch (error) {
          log.warn(`${remote} ${version} in ${remotesDir} was not imported: ${(error as Error).message}`);
        }
      }
    }
  };

  const stampOf = async () => {
    const info = await stat(join(remotesDir, 'remotes.json')).catch(() => null);
    return info ? `${info.mtimeMs}:${info.size}` : '';
  };

  const sync = async () => {
    const stamp = await stampOf();
    if (seenPins && stamp === seenStamp) return;
    await importVersions();
    const folderPins = await readPins(remotesDir);
    for (const [remote, version] of Object.entries(folderPins)) {
      try {
        if (!seenPins) await pins.pinIfUnpinned(remote, version, LOCAL);
        else if (seenPins[remote] !== version) await pins.followFolderPin(remote, version, LOCAL);
      } catch (error) {
        log.warn(`${remote}: the folder's pin ${version} was not applied: ${(error as Error).message}`);
      }
    }
    seenPins = folderPins;
    seenStamp = stamp;
  };

  return {
    /** Imports and pins now; later calls look at the folder again only when its remotes.json changed. */
    sync(): Promise<void> {
      running ??= sync().finally(() => {
        running = null;
      });
      return running;
    },
  };
};
