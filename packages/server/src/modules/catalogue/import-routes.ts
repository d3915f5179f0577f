import { catalogueEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { withSpooledFile } from '../../storage/spooled-upload';
import { displayName } from '../../storage/store-upload';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, requireMultipart } from '../shared/route-helpers';
import { exportProductsCsv, importTemplateCsv } from './csv-export';
import { type ImportDeps, importProductsCsv, MAX_CSV_BYTES } from './csv-import';
import { listImports } from './import-record';

const CSV_FIELDS = new Set(['file', 'csvfile']);
const IMPORT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const csvDownload = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

/** CSV import (upsert by SKU), its template, and the export the import takes back. */
export const importRoutes: FastifyPluginAsyncZod<ImportDeps> = async (app, deps) => {
  addEndpoint(app, endpoints.importProducts, async (request) => {
    requireMultipart(request, 'CSV file');
    // A big import works for minutes without writing to the socket: the server's idle timeout must
    // not close the connection before the answer is sent.
    request.raw.socket?.setTimeout?.(IMPORT_IDLE_TIMEOUT_MS);
    let result: Awaited<ReturnType<typeof importProductsCsv>> | null = null;
    const parts = request.parts({
      limits: { fileSize: MAX_CSV_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!CSV_FIELDS.has(part.fieldname) || !part.filename || result) {
        for await (const _ of part.file);
        continue;
      }
      const manufacturerId = manufacturerOf(request);
      result = await withSpooledFile(part.file, (path) =>
        importProductsCsv({ ...deps, log: request.log }, manufacturerId, path, displayName(part.filename)),
      );
    }
    if (!result) throw badRequest('Choose a file to upload');
    return result;
  });

  addEndpoint(app, endpoints.listImports, async (request) => ({
    items: await listImports(deps.db, deps.storage, manufacturerOf(request)),
  }));

  addEndpoint(app, endpoints.importTemplate, async (_request, reply) =>
    reply.headers(csvDownload('products-template.csv')).send(await importTemplateCsv()),
  );

  addEndpoint(app, endpoints.exportProducts, (request, reply) =>
    reply
      .headers(csvDownload('products.csv'))
      .send(exportProductsCsv(deps.db, manufacturerOf(request), request.query)),
  );
};
