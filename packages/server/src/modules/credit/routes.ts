import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { creditRoutes } from './credit-routes';
import { createPaymentService } from './payment-service';
import { createReceivablesService } from './receivables-service';
import { createTermsService } from './terms-service';

/** Credit terms and money owed (product.md §16). */
export const creditArea: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(creditRoutes, {
    db,
    terms: createTermsService({ db, clock }),
    payments: createPaymentService({ db, clock }),
    receivables: createReceivablesService({ db, clock }),
  });
};
