import { priceListEndpoints as endpoints, MAX_PRICE_LIST_ROWS } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist, requireMultipart } from '../shared/route-helpers';
import { exportPriceListRows, importPriceListRows, MAX_ROWS_CSV_BYTES } from './price-list-csv';
import type { PriceListService } from './price-list-service';

/** A list of 100,000 rows sent as JSON (about 60 bytes a row). */
const LIST_BODY_LIMIT = 16 * 1024 * 1024;

/** GET/POST /price-lists, GET/PUT/DELETE /price-lists/{id}, GET/PUT /price-lists/{id}/rows.csv. */
export const priceListRoutes: FastifyPluginAsyncZod<{ db: Database; priceLists: PriceListService }> = async (
  app,
  { db, priceLists },
) => {
  const preParsing = ownedIdMustExist((manufacturerId, id) => priceLists.assertExists(manufacturerId, id));

  addEndpoint(app, endpoints.list, (request) => priceLists.list(manufacturerOf(request), request.query));
  addEndpoint(app, endpoints.read, (request) => priceLists.read(manufacturerOf(request), request.params.id), {
    preParsing,
  });
  addEndpoint(app, endpoints.create, (request) => priceLists.create(manufacturerOf(request), request.body), {
    bodyLimit: LIST_BODY_LIMIT,
  });
  addEndpoint(
    app,
    endpoints.update,
    (request) => priceLists.update(manufacturerOf(request), request.params.id, request.body),
    { preParsing, bodyLimit: LIST_BODY_LIMIT },
  );
  addEndpoint(
    app,
    endpoints.remove,
    async (request) => {
      await priceLists.remove(manufacturerOf(request), request.params.id);
    },
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.exportRows,
    (request, reply) =>
      reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="price-list-${request.params.id}.csv"`,
          'cache-control': 'no-store',
        })
        .send(exportPriceListRows(db, request.params.id)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.importRows,
    async (request) => {
      requireMultipart(request, 'CSV file');
      const manufacturerId = manufacturerOf(request);
      let result: Awaited<ReturnType<typeof importPriceListRows>> | undefined;
      const parts = request.parts({
        limits: { fileSize: MAX_ROWS_CSV_BYTES, files: 1, fields: 10, fieldSize: 1024 },
      });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file' || result) {
          for await (const _ of part.file);
          continue;
        }
        result = await importPriceListRows(
          db,
          manufacturerId,
          request.params.id,
          part.file,
          MAX_PRICE_LIST_ROWS,
        );
        if (part.file.truncated) throw badRequest('The file is too large');
      }
      if (!result) throw badRequest('Choose a file to upload');
      return result;
    },
    { preParsing },
  );
};
