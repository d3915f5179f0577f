import * as z from './zod';

/** Every error the server answers has this body; `error` repeats `message` because product.md reads both. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  statusCode: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
