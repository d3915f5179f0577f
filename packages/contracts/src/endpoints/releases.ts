import { messageResponseSchema } from '../auth';
import { defineEndpoints, type EndpointAccess, PUBLIC, SUPER_ADMIN } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  createdReleaseTokenSchema,
  pinRemoteSchema,
  publishedRemoteVersionSchema,
  registryChangeSchema,
  releaseTokenFormSchema,
  releaseTokenListSchema,
  remoteHistoryPageSchema,
  remoteHistoryQuerySchema,
  remoteLoadFailureSchema,
  remoteNameParamSchema,
  remoteReleaseListSchema,
  remoteVersionNameSchema,
  startCanarySchema,
} from '../release-registry';
import * as z from '../zod';

/** A super admin session, or a release token of the path's remote, or the ops token (REGISTRY_OPS_TOKEN). */
const PUBLISH: EndpointAccess = { roles: ['SUPER_ADMIN'], releaseToken: 'publish' };
/** A super admin session or the ops token; a release token gets 403. */
const OPS: EndpointAccess = { roles: ['SUPER_ADMIN'], releaseToken: 'ops' };

/**
 * The release registry: publish a remote's version, pin, roll back, canary, promote and drop
 * (the Remotes screen's and the CLI's API), its history, the release tokens, and the shell's load-failure
 * reports.
 */
export const releaseEndpoints = {
  ...defineEndpoints('admin: release registry', {
    publish: {
      method: 'POST',
      path: '/admin/remotes/:name/versions',
      access: PUBLISH,
      summary:
        'Publish a version of a remote: the body is its dist as one zip (application/zip); verified, stored, immutable',
      params: remoteNameParamSchema,
      query: z.object({ version: remoteVersionNameSchema }),
      response: publishedRemoteVersionSchema,
      status: 201,
      // The same version with the same content again: nothing new is stored.
      otherResponses: { 200: publishedRemoteVersionSchema },
    },
    remotes: {
      method: 'GET',
      path: '/admin/remotes',
      access: OPS,
      summary:
        "Each remote's published versions (newest first, with why one cannot be pinned), pin and canary",
      response: remoteReleaseListSchema,
    },
    history: {
      method: 'GET',
      path: '/admin/remotes/history',
      access: OPS,
      summary: 'Every registry change, newest first (who, when, remote, action, from, to, why), 20 a page',
      query: remoteHistoryQuerySchema,
      response: remoteHistoryPageSchema,
    },
    pin: {
      method: 'POST',
      path: '/admin/remotes/:name/pin',
      access: OPS,
      summary: 'Pin a published version (409 with the reasons when the shell cannot host it or it clashes)',
      params: remoteNameParamSchema,
      body: pinRemoteSchema,
      response: registryChangeSchema,
    },
    rollback: {
      method: 'POST',
      path: '/admin/remotes/:name/rollback',
      access: OPS,
      summary: 'Pin the version pinned before the current one',
      params: remoteNameParamSchema,
      response: registryChangeSchema,
    },
    startCanary: {
      method: 'POST',
      path: '/admin/remotes/:name/canary',
      access: OPS,
      summary: 'Serve a second version to a percentage of browsers and users (sticky)',
      params: remoteNameParamSchema,
      body: startCanarySchema,
      response: registryChangeSchema,
    },
    promoteCanary: {
      method: 'POST',
      path: '/admin/remotes/:name/canary/promote',
      access: OPS,
      summary: "Pin the canary's version and end the canary",
      params: remoteNameParamSchema,
      response: registryChangeSchema,
    },
    dropCanary: {
      method: 'DELETE',
      path: '/admin/remotes/:name/canary',
      access: OPS,
      summary: 'Drop the canary: everyone gets the pinned version',
      params: remoteNameParamSchema,
      response: registryChangeSchema,
    },
  }),
  ...defineEndpoints('admin: release tokens', {
    tokens: {
      method: 'GET',
      path: '/admin/release-tokens',
      access: SUPER_ADMIN,
      summary: 'Every release token: which remote, who created it and when, last used, revoked',
      response: releaseTokenListSchema,
    },
    createToken: {
      method: 'POST',
      path: '/admin/release-tokens',
      access: SUPER_ADMIN,
      summary: 'Create a token that publishes one remote; its secret is in this answer only',
      body: releaseTokenFormSchema,
      response: createdReleaseTokenSchema,
      status: 201,
    },
    revokeToken: {
      method: 'DELETE',
      path: '/admin/release-tokens/:id',
      access: SUPER_ADMIN,
      summary: 'Revoke a release token: it publishes nothing from now on',
      params: idParamSchema,
      response: messageResponseSchema,
    },
  }),
  ...defineEndpoints('remotes', {
    reportLoadFailure: {
      method: 'POST',
      path: '/remote-load-failures',
      access: PUBLIC,
      summary: 'Report a remote that failed to load in the browser (rate-limited per address)',
      body: remoteLoadFailureSchema,
      status: 204,
    },
  }),
};
