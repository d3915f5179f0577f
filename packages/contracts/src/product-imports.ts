import * as z from './zod';

/** RUNNING while it works; DONE or FAILED when it ended; INTERRUPTED when its server stopped mid-way (none of its rows landed). */
export const IMPORT_STATES = ['RUNNING', 'DONE', 'FAILED', 'INTERRUPTED'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** One CSV import as recorded (GET /products/imports): a client that lost its answer reads the outcome here. */
export const productImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  /** Rows saved (all of them land together, or none). */
  success: z.number().int(),
  failed: z.number().int(),
  /** The failed-rows CSV, kept 7 days after the import. */
  failedRowsUrl: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

/** GET /products/imports: the caller's latest 10 imports, newest first. */
export const productImportListSchema = z.object({ items: z.array(productImportSchema) });
export type ProductImportList = z.infer<typeof productImportListSchema>;
