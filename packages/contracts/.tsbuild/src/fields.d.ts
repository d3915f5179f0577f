import { z } from 'zod';
/** Field rules shared by several forms (SPEC 5), each with its message. */
export declare const requiredText: (message?: string) => z.ZodString;
export declare const optionalText: () => z.ZodNullable<z.ZodOptional<z.ZodString>>;
export declare const userEmail: () => z.ZodPipe<z.ZodString, z.ZodEmail>;
export declare const userMobile: () => z.ZodString;
export declare const newUserPassword: () => z.ZodString;
/** On edit a blank password keeps the current one. */
export declare const keptUserPassword: () => z.ZodOptional<z.ZodString>;
export declare const idParamSchema: z.ZodObject<{
    id: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
export type IdParam = z.infer<typeof idParamSchema>;
