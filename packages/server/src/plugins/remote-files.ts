import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads one file of a published remote version; null when the version or the file is unknown. */
export type RemoteFileReader = (remote: string, version: string, name: string) => Promise<Buffer | null>;

const SAFE_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;

/** A reader over a registry folder (`registry/<remote>/<version>/<name>`). */
export const folderReader =
  (remotesDir: string): RemoteFileReader =>
  async (remote, version, name) => {
    if (![remote, version].every((part) => SAFE_SEGMENT.test(part))) return null;
    if (name.split('/').some((part) => !SAFE_SEGMENT.test(part))) return null;
    return readFile(join(remotesDir, remote, version, name)).catch(() => null);
  };

let current: RemoteFileReader = async () => null;

/** Makes `readRemoteFile` read from this registry (the app calls it when it starts). */
export const useRemoteFileReader = (reader: RemoteFileReader): void => {
  current = reader;
};

/**
 * One file of a published remote version (e.g. its mf-manifest.json), from the registry the running
 * app serves; null when unknown.
 */
export const readRemoteFile = (remote: string, version: string, name: string): Promise<Buffer | null> =>
  current(remote, version, name);
