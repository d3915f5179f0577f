import { importResultSchema, productImportListSchema, productListQuerySchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { withSpooledFile } from '../../storage/spooled-upload';
import { displayName } from '../../storage/store-upload';
import { MANUFACTURER_ONLY, manufacturerOf, requireMultipart, security } from '../shared/route-helpers';
import { exportProductsCsv, importTemplateCsv } from './csv-export';
import { type ImportDeps, importProductsCsv, MAX_CSV_BYTES } from './csv-import';
import { listImports } from './import-record';

const tags = ['catalogue: CSV import and export'];
const CSV_FIELDS = new Set(['file', 'csvfile']);
const IMPORT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const csvDownload = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

/** CSV import (upsert by SKU), its template, and the export the import takes back. */
export const importRoutes: FastifyPluginAsyncZod<ImportDeps> = async (app, deps) => {
  app.post(
    '/manufacturer/bulk-upload',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Import products from a CSV file (multipart field `file` or `csvfile`), upserting by SKU',
        description:
          'Columns as in GET /manufacturer/bulk-upload/template; category, subcategory and attributes by name, ' +
          'lists separated by |, discount rules as from-to:percent|... Row numbers count the header as row 1.',
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/products/imports',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary:
          'My latest 10 CSV imports, newest first: state (RUNNING, DONE, FAILED, INTERRUPTED) and counts',
        response: { 200: productImportListSchema },
      },
    },
    async (request) => ({ items: await listImports(deps.db, deps.storage, manufacturerOf(request)) }),
  );

  app.get(
    '/manufacturer/bulk-upload/template',
    {
      config: MANUFACTURER_ONLY,
      schema: { tags, security, summary: 'The import CSV header with one example row' },
    },
    async (_request, reply) =>
      reply.headers(csvDownload('products-template.csv')).send(await importTemplateCsv()),
  );

  app.get(
    '/products/export',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'The products matching the list filters (q, active) as CSV in the import’s columns',
        querystring: productListQuerySchema,
      },
    },
    (request, reply) =>
      reply
        .headers(csvDownload('products.csv'))
        .send(exportProductsCsv(deps.db, manufacturerOf(request), request.query)),
  );
};
