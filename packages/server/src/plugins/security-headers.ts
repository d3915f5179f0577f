import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet with a CSP fitted to the panel: image and media previews use blob: and data: URLs, Mantine
 * injects style tags, and plain http keeps working (no upgrade-insecure-requests).
 */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
});
