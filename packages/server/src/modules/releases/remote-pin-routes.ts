import {
  pinRemoteSchema,
  registryChangeSchema,
  remoteHistoryPageSchema,
  remoteHistoryQuerySchema,
  remoteNameParamSchema,
  remoteReleaseListSchema,
  startCanarySchema,
} from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security } from '../shared/route-helpers';
import type { PinService } from './pin-service';

const tags = ['admin: release registry'];
/** A super admin session or the ops token (REGISTRY_OPS_TOKEN); a release token gets 403. */
const OPS = { roles: ['SUPER_ADMIN'] as const, releaseToken: 'ops' as const };
const actor = (request: FastifyRequest) => request.releaseCaller?.actor ?? 'unknown';

/** The Remotes screen's and the CLI's API: list, pin, roll back, canary, promote, drop, history. */
export const remotePinRoutes: FastifyPluginAsyncZod<{ pins: PinService }> = async (app, { pins }) => {
  app.get(
    '/admin/remotes',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary:
          "Each remote's published versions (newest first, with why one cannot be pinned), pin and canary",
        response: { 200: remoteReleaseListSchema },
      },
    },
    () => pins.list(),
  );

  app.get(
    '/admin/remotes/history',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: 'Every registry change, newest first (who, when, remote, action, from, to, why), 20 a page',
        querystring: remoteHistoryQuerySchema,
        response: { 200: remoteHistoryPageSchema },
      },
    },
    (request) => pins.history(request.query.name, request.query.page ?? 1),
  );

  app.post(
    '/admin/remotes/:name/pin',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: 'Pin a published version (409 with the reasons when the shell cannot host it or it clashes)',
        params: remoteNameParamSchema,
        body: pinRemoteSchema,
        response: { 200: registryChangeSchema },
      },
    },
    async (request) => {
      const { version, reason } = request.body;
      return pins.pin(request.params.name, version, {
        actor: actor(request),
        remote: request.params.name,
        reason,
      });
    },
  );

  app.post(
    '/admin/remotes/:name/rollback',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: 'Pin the version pinned before the current one',
        params: remoteNameParamSchema,
        response: { 200: registryChangeSchema },
      },
    },
    async (request) => {
      return pins.rollback(request.params.name, { actor: actor(request), remote: request.params.name });
    },
  );

  app.post(
    '/admin/remotes/:name/canary',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: 'Serve a second version to a percentage of browsers and users (sticky)',
        params: remoteNameParamSchema,
        body: startCanarySchema,
        response: { 200: registryChangeSchema },
      },
    },
    async (request) => {
      const { version, percent } = request.body;
      return pins.startCanary(request.params.name, version, percent, {
        actor: actor(request),
        remote: request.params.name,
      });
    },
  );

  app.post(
    '/admin/remotes/:name/canary/promote',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: "Pin the canary's version and end the canary",
        params: remoteNameParamSchema,
        response: { 200: registryChangeSchema },
      },
    },
    async (request) => {
      return pins.promote(request.params.name, { actor: actor(request), remote: request.params.name });
    },
  );

  app.delete(
    '/admin/remotes/:name/canary',
    {
      config: OPS,
      schema: {
        tags,
        security,
        summary: 'Drop the canary: everyone gets the pinned version',
        params: remoteNameParamSchema,
        response: { 200: registryChangeSchema },
      },
    },
    async (request) => {
      return pins.dropCanary(request.params.name, { actor: actor(request), remote: request.params.name });
    },
  );
};
