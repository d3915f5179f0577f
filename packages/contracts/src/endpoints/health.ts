import { defineEndpoints, PUBLIC } from '../endpoint';
import { errorBodySchema } from '../errors';
import * as z from '../zod';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const downSchema = errorBodySchema.extend({ status: z.literal('error'), database: z.literal('down') });

/**
 * Liveness: 200 only when the database answers a query; 503 with `database: "down"` while it does not,
 * and 200 again by itself once the pool reconnects.
 */
export const healthEndpoints = defineEndpoints('health', {
  check: {
    method: 'GET',
    path: '/health',
    access: PUBLIC,
    summary: 'Liveness and database check',
    response: healthSchema,
    otherResponses: { 503: downSchema },
  },
});
