import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { SessionVerifier } from '../../plugins/auth-guard';
import type { FileStorage } from '../../storage/file-storage';
import { createFolderImport } from './folder-import';
import { createPinService, type PinService } from './pin-service';
import { createReleaseStore, type ReleaseStore } from './release-store';
import { createRemotesResolver, followUserInCanaryCookie } from './remotes-resolver';
import { createVersionFacts } from './version-facts';

export type ReleaseRegistry = { store: ReleaseStore; pins: PinService; syncFolder: () => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseRegistry;
  }
}

export type ReleaseRegistryOptions = {
  db: Database;
  /** The storage driver itself: the registry records its keys in stored_files on its own. */
  storage: FileStorage;
  sessions: SessionVerifier;
  shellDir: string;
  remotesDir: string;
};

/**
 * The release registry (issue 22) on the database and the storage driver: decorates `app.releases`,
 * `app.remoteFiles` and `app.remotesResolver` (what /remotes.json and /remotes/** serve), and imports
 * the local registry folder (REMOTES_DIR) on start.
 */
export const releaseRegistry = fp<ReleaseRegistryOptions>(
  async (app: FastifyInstance, { db, storage, sessions, shellDir, remotesDir }) => {
    const store = createReleaseStore(db, storage);
    const facts = createVersionFacts(store);
    const pins = createPinService(db, facts, shellDir);
    const folder = createFolderImport(remotesDir, store, pins, app.log);
    const resolve = createRemotesResolver(db, facts, sessions);
    app.decorate('releases', { store, pins, syncFolder: () => folder.sync() });
    app.decorate('remoteFiles', store.openServed);
    app.decorate('remotesResolver', async (request, reply) => {
      await folder.sync();
      return resolve(request, reply);
    });
    followUserInCanaryCookie(app);
    await folder.sync();
  },
  { name: 'release-registry' },
);
