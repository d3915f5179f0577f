import { releaseEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../errors';
import { addEndpoint } from '../shared/endpoint-route';

/** Reports one address may send per window; more are refused with 429 (and not logged). */
export const LOAD_FAILURE_LIMIT = { reports: 20, windowMs: 60_000 };
const MAX_ADDRESSES = 10_000;

/** Strips what could name a person from a browser's error text: emails, long digit runs, query strings. */
export const withoutPersonalData = (text: string): string =>
  text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\?[^\s]*/g, '?[query]')
    .slice(0, 300);

/**
 * POST /remote-load-failures (public): the shell reports a remote that failed to load (issue 22 item
 * 5); logged as a warning with the remote, version, kind and a scrubbed message (no address, no user).
 */
export const remoteLoadFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  const windows = new Map<string, { start: number; count: number }>();
  addEndpoint(app, endpoints.reportLoadFailure, async (request) => {
    const now = Date.now();
    const seen = windows.get(request.ip);
    const window = seen && now - seen.start < LOAD_FAILURE_LIMIT.windowMs ? seen : { start: now, count: 0 };
    window.count += 1;
    if (windows.size >= MAX_ADDRESSES && !seen) windows.clear();
    windows.set(request.ip, window);
    if (window.count > LOAD_FAILURE_LIMIT.reports)
      throw tooManyRequests('Too many remote load failure reports; try again in a minute');
    const { remote, version, kind, message } = request.body;
    request.log.warn(
      {
        remoteLoadFailure: {
          remote,
          version,
          kind,
          message: message ? withoutPersonalData(message) : undefined,
        },
      },
      `remote ${remote} ${version} failed to load (${kind})`,
    );
  });
};
