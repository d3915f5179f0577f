import type { FastifyContextConfig, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

/** One registered route as declared: who may call it (config) and what it accepts (zod schemas). */
export type RouteEntry = {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema?: FastifySchema;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, read by the generated fuzz and access suites. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route as it is added (register it first, before any route). HEAD twins are left out. */
export const routeTable = fp(async (app) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, config: route.config ?? {}, schema: route.schema });
    }
  });
});
