import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /health: answers 200 only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } },
    },
    async () => {
      await db.execute(sql`select 1`).catch((cause: unknown) => {
        app.log.error({ err: cause }, 'health check: database query failed');
        throw new ApiError(503, 'The database is not answering');
      });
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
