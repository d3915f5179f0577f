import { z } from 'zod';
export declare const profileManufacturerSchema: z.ZodObject<{
    name: z.ZodString;
    address: z.ZodString;
    city: z.ZodString;
    state: z.ZodString;
    gstin: z.ZodNullable<z.ZodOptional<z.ZodString>>;
}, z.core.$strip>;
/** GET /auth/profile answer; manufacturer is null for a super admin. */
export declare const profileSchema: z.ZodObject<{
    name: z.ZodString;
    email: z.ZodString;
    mobile: z.ZodString;
    role: z.ZodString;
    manufacturer: z.ZodNullable<z.ZodObject<{
        name: z.ZodString;
        address: z.ZodString;
        city: z.ZodString;
        state: z.ZodString;
        gstin: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Profile = z.infer<typeof profileSchema>;
/** PUT /auth/profile; email and mobile are read-only and must equal the current ones. */
export declare const profileUpdateSchema: z.ZodObject<{
    user: z.ZodObject<{
        name: z.ZodString;
        email: z.ZodString;
        mobile: z.ZodString;
    }, z.core.$strip>;
    manufacturer: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
        address: z.ZodString;
        city: z.ZodString;
        state: z.ZodString;
        gstin: z.ZodNullable<z.ZodOptional<z.ZodString>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
