import type { OpenedFile } from '../storage/file-storage';

/** Opens one file of a remote version that has been live; null when unknown or never pinned or canaried. */
export type RemoteFileOpener = (remote: string, version: string, name: string) => Promise<OpenedFile | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry's files (database + storage driver): /remotes/<remote>/<version>/<file>. */
    remoteFiles: RemoteFileOpener;
  }
}

/**
 * Reads whole files of published remote versions (e.g. a version's mf-manifest.json) through one
 * app's registry (`app.remoteFiles`); null when unknown. Per app, so two apps in one process (tests,
 * two instances) each read their own registry.
 */
export const remoteFileReader =
  (open: RemoteFileOpener) =>
  async (remote: string, version: string, name: string): Promise<Buffer | null> => {
    const file = await open(remote, version, name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
