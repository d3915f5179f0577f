import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { COLOR_SCHEME_SCRIPT_SOURCE } from './first-paint';

/**
 * Helmet's headers with a CSP fitted to the panel: the first paint's one inline script, image and media previews use blob: and data: URLs,
 * Mantine injects style tags, and plain http keeps working (no upgrade-insecure-requests).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // The first paint's colour-scheme script (first-paint.ts) by its hash, no other inline script.
      'script-src': ["'self'", COLOR_SCHEME_SCRIPT_SOURCE],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * The headers helmet sets for these options, worked out once: they do not depend on the request, and
 * running helmet per request (as @fastify/helmet does) parses the CSP directives every time.
 */
export const securityHeaderValues = (options: HelmetOptions = HELMET_OPTIONS): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

/** Every response (API, web app, uploads, errors) carries the security headers. */
export const securityHeaders = fp(async (app) => {
  const headers = Object.freeze(securityHeaderValues());
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
