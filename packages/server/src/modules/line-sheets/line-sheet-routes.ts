import { lineSheetEndpoints as endpoints, LINE_SHEET_MSG } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { LineSheetPdfs } from './line-sheet-pdf-files';
import type { LineSheetService } from './line-sheet-service';
import type { LineSheetShares } from './line-sheet-shares';

/** The origin the buyer's links start with: the one the manufacturer's browser reached us at. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export type LineSheetRouteOptions = {
  db: Database;
  sheets: LineSheetService;
  shares: LineSheetShares;
  pdfs: LineSheetPdfs;
};

/** GET/POST /line-sheets, GET/PUT/DELETE /line-sheets/{id}, its shares, revoke and PDF (MANUFACTURER). */
export const lineSheetRoutes: FastifyPluginAsyncZod<LineSheetRouteOptions> = async (
  app,
  { db, sheets, shares, pdfs },
) => {
  const preParsing = ownedIdMustExist((manufacturerId, id) => sheets.assertExists(manufacturerId, id));

  addEndpoint(app, endpoints.list, (request) => sheets.list(manufacturerOf(request), request.query));
  addEndpoint(app, endpoints.read, (request) => sheets.read(manufacturerOf(request), request.params.id), {
    preParsing,
  });
  addEndpoint(app, endpoints.create, (request) => sheets.create(manufacturerOf(request), request.body));
  addEndpoint(
    app,
    endpoints.update,
    (request) => sheets.update(manufacturerOf(request), request.params.id, request.body),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.remove,
    async (request) => {
      await sheets.remove(manufacturerOf(request), request.params.id);
    },
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.shares,
    async (request) => {
      await sheets.assertExists(manufacturerOf(request), request.params.id);
      return { shares: await shares.list(request.params.id) };
    },
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.share,
    async (request) => ({
      shares: await shares.share(manufacturerOf(request), request.params.id, request.body, originOf(request)),
    }),
    { preParsing },
  );
  addEndpoint(app, endpoints.revoke, async (request) => {
    await sheets.assertExists(manufacturerOf(request), request.params.id);
    return shares.revoke(request.params.id, request.params.shareId);
  });
  addEndpoint(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const manufacturerId = manufacturerOf(request);
      const { retailerId } = request.query;
      const [retailer] = await queryRows<{ name: string }>(
        db,
        sql`select r.name from retailers r join retailer_links k on k.retailer_id = r.id
          and k.manufacturer_id = ${manufacturerId} and k.status = 'ACCEPTED'
          where r.id = ${retailerId}`,
      );
      if (!retailer) throw badRequest(LINE_SHEET_MSG.retailerNotLinked(retailerId));
      const file = await pdfs.render(
        { lineSheetId: request.params.id, manufacturerId, retailerId },
        retailer.name,
      );
      if (!file) throw notFound(LINE_SHEET_MSG.notFound);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="line-sheet-${request.params.id}-retailer-${retailerId}.pdf"`,
          'cache-control': 'no-store',
        })
        .send(file);
    },
    { preParsing },
  );
};
