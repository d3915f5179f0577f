import { gstReturnEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../invoices/document-file-routes';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf } from '../shared/route-helpers';
import type { GstReturnService } from './gst-return-service';

const JSON_FILE = 'application/json; charset=utf-8';

/** GET /gst-returns/* and /dispatches/{id}/e-way-bill.json (product.md §18). */
export const gstReturnRoutes: FastifyPluginAsyncZod<{ returns: GstReturnService }> = async (
  app,
  { returns },
) => {
  addEndpoint(app, endpoints.gstr1, (request) =>
    returns.summary(manufacturerOf(request), request.query.period),
  );

  addEndpoint(app, endpoints.gstr1Json, async (request, reply) => {
    const { period } = request.query;
    const json = await returns.gstr1Json(manufacturerOf(request), period);
    return reply.headers(attachment(`gstr1-${period}.json`, JSON_FILE)).send(json);
  });

  addEndpoint(app, endpoints.gstr1Csv, async (request, reply) => {
    const { period } = request.query;
    const { table } = request.params;
    const csv = await returns.gstr1Csv(manufacturerOf(request), period, table);
    return reply.headers(attachment(`gstr1-${table}-${period}.csv`, 'text/csv; charset=utf-8')).send(csv);
  });

  addEndpoint(app, endpoints.eWayBills, async (request, reply) => {
    const { period } = request.query;
    const json = await returns.eWayBills(manufacturerOf(request), period);
    return reply.headers(attachment(`e-way-bills-${period}.json`, JSON_FILE)).send(json);
  });

  addEndpoint(app, endpoints.dispatchEWayBill, async (request, reply) => {
    const { json, filename } = await returns.dispatchEWayBill(manufacturerOf(request), request.params.id);
    return reply.headers(attachment(filename, JSON_FILE)).send(json);
  });

  addEndpoint(app, endpoints.tally, async (request, reply) => {
    const { period } = request.query;
    const xml = await returns.tallyXml(manufacturerOf(request), period);
    return reply.headers(attachment(`tally-${period}.xml`, 'application/xml; charset=utf-8')).send(xml);
  });

  addEndpoint(app, endpoints.readSettings, (request) => returns.readSettings(manufacturerOf(request)));
  addEndpoint(app, endpoints.updateSettings, (request) =>
    returns.updateSettings(manufacturerOf(request), request.body),
  );
};
