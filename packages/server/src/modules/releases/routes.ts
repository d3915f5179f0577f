import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { releaseAuth } from './release-auth';
import type { ReleaseRegistry } from './release-registry';
import { releaseTokenRoutes } from './release-token-routes';
import { createReleaseTokenService } from './release-token-service';
import { remoteLoadFailureRoutes } from './remote-load-failure-routes';
import { remotePinRoutes } from './remote-pin-routes';
import { remoteVersionRoutes } from './remote-version-routes';

/** Issue 22: publish, pin, canary and roll back remotes over HTTP; release tokens; load-failure reports. */
export const releasesArea: FastifyPluginAsyncZod<{
  db: Database;
  releases: ReleaseRegistry;
  opsToken: string | undefined;
}> = async (app, { db, releases, opsToken }) => {
  const tokens = createReleaseTokenService(db);
  releaseAuth(app, { db, tokens, opsToken });
  await app.register(remoteVersionRoutes, { store: releases.store });
  await app.register(remotePinRoutes, { pins: releases.pins });
  await app.register(releaseTokenRoutes, { db, tokens });
  await app.register(remoteLoadFailureRoutes);
};
