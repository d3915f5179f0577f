import { healthEndpoints as endpoints } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/database-errors';
import { addEndpoint } from '../shared/endpoint-route';

const DOWN = 'The database is not answering';

/**
 * GET /health: 200 only when the database answers a query; 503 with `database: "down"` while it
 * does not, and 200 again by itself once the pool reconnects.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  addEndpoint(app, endpoints.check, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (cause) {
      app.log.error({ err: cause }, 'health check: database query failed');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          message: DOWN,
          error: DOWN,
          statusCode: 503,
          status: 'error' as const,
          database: 'down' as const,
        });
    }
  });
};
