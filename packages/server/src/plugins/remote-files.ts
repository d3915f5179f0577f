import type { OpenedFile } from '../storage/file-storage';

/** Opens one file of a published remote version; null when the version or the file is unknown. */
export type RemoteFileOpener = (remote: string, version: string, name: string) => Promise<OpenedFile | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry's files (database + storage driver): /remotes/<remote>/<version>/<file>. */
    remoteFiles: RemoteFileOpener;
  }
}

let current: RemoteFileOpener = async () => null;

/** Makes `readRemoteFile` read from this registry (the registry plugin calls it when the app starts). */
export const useRemoteFiles = (opener: RemoteFileOpener): void => {
  current = opener;
};

/**
 * One file of a published remote version (e.g. its mf-manifest.json), from the registry the running
 * app serves (the last one built in this process); null when unknown.
 */
export const readRemoteFile = async (
  remote: string,
  version: string,
  name: string,
): Promise<Buffer | null> => {
  const file = await current(remote, version, name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
