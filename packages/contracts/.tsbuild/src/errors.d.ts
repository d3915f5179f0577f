import { z } from 'zod';
/** Every error the server answers has this body; `error` repeats `message` because SPEC reads both. */
export declare const errorBodySchema: z.ZodObject<{
    message: z.ZodString;
    error: z.ZodString;
    statusCode: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
