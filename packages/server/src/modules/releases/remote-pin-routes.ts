import { releaseEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import type { PinService } from './pin-service';

/** Who made the change (the ops token, or a super admin by email), and of which remote. */
const changeBy = (request: Pick<FastifyRequest, 'releaseCaller'> & { params: { name: string } }) => ({
  actor: request.releaseCaller?.actor ?? 'unknown',
  remote: request.params.name,
});

/** The Remotes screen's and the CLI's API: list, pin, roll back, canary, promote, drop, history. */
export const remotePinRoutes: FastifyPluginAsyncZod<{ pins: PinService }> = async (app, { pins }) => {
  addEndpoint(app, endpoints.remotes, () => pins.list());
  addEndpoint(app, endpoints.history, (request) => pins.history(request.query.name, request.query.page ?? 1));
  addEndpoint(app, endpoints.pin, (request) => {
    const { version, reason } = request.body;
    return pins.pin(request.params.name, version, { ...changeBy(request), reason });
  });
  addEndpoint(app, endpoints.rollback, (request) => pins.rollback(request.params.name, changeBy(request)));
  addEndpoint(app, endpoints.startCanary, (request) => {
    const { version, percent } = request.body;
    return pins.startCanary(request.params.name, version, percent, changeBy(request));
  });
  addEndpoint(app, endpoints.promoteCanary, (request) =>
    pins.promote(request.params.name, changeBy(request)),
  );
  addEndpoint(app, endpoints.dropCanary, (request) =>
    pins.dropCanary(request.params.name, changeBy(request)),
  );
};
