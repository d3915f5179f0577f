import { z } from 'zod';
export declare const newUserSchema: z.ZodObject<{
    password: z.ZodString;
    name: z.ZodString;
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
    mobile: z.ZodString;
}, z.core.$strip>;
export declare const editedUserSchema: z.ZodObject<{
    password: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
    mobile: z.ZodString;
}, z.core.$strip>;
export type NewUser = z.infer<typeof newUserSchema>;
export type EditedUser = z.infer<typeof editedUserSchema>;
/** A user as the server shows it: never a password or hash. */
export declare const publicUserSchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    email: z.ZodString;
    mobile: z.ZodString;
}, z.core.$strip>;
export type PublicUser = z.infer<typeof publicUserSchema>;
/** Manufacturer form on create (the logo file travels beside it in the multipart body). */
export declare const manufacturerCreateSchema: z.ZodObject<{
    user: z.ZodObject<{
        password: z.ZodString;
        name: z.ZodString;
        email: z.ZodPipe<z.ZodString, z.ZodEmail>;
        mobile: z.ZodString;
    }, z.core.$strip>;
    name: z.ZodString;
    description: z.ZodString;
    address: z.ZodString;
    state: z.ZodString;
    city: z.ZodString;
    gstin: z.ZodNullable<z.ZodOptional<z.ZodString>>;
}, z.core.$strip>;
/** Manufacturer form on edit: a blank password keeps the current one. */
export declare const manufacturerUpdateSchema: z.ZodObject<{
    user: z.ZodObject<{
        password: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        email: z.ZodPipe<z.ZodString, z.ZodEmail>;
        mobile: z.ZodString;
    }, z.core.$strip>;
    name: z.ZodString;
    description: z.ZodString;
    address: z.ZodString;
    state: z.ZodString;
    city: z.ZodString;
    gstin: z.ZodNullable<z.ZodOptional<z.ZodString>>;
}, z.core.$strip>;
export type ManufacturerCreate = z.infer<typeof manufacturerCreateSchema>;
export type ManufacturerUpdate = z.infer<typeof manufacturerUpdateSchema>;
export declare const subscriptionSchema: z.ZodObject<{
    startDate: z.ZodString;
    endDate: z.ZodString;
    productLimit: z.ZodNumber;
    retailerLimit: z.ZodNumber;
    isActive: z.ZodBoolean;
}, z.core.$strip>;
export type Subscription = z.infer<typeof subscriptionSchema>;
/** POST /admin/manufacturer/{id}/subscription; dates are calendar dates, the end date inclusive. */
export declare const subscriptionFormSchema: z.ZodObject<{
    startDate: z.ZodPipe<z.ZodString, z.ZodString>;
    endDate: z.ZodPipe<z.ZodString, z.ZodString>;
    productLimit: z.ZodNumber;
    retailerLimit: z.ZodNumber;
    isActive: z.ZodBoolean;
}, z.core.$strip>;
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;
export declare const manufacturerSchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    description: z.ZodString;
    address: z.ZodString;
    state: z.ZodString;
    city: z.ZodString;
    gstin: z.ZodNullable<z.ZodString>;
    logo: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
    user: z.ZodNullable<z.ZodObject<{
        id: z.ZodNumber;
        name: z.ZodString;
        email: z.ZodString;
        mobile: z.ZodString;
    }, z.core.$strip>>;
    subscription: z.ZodNullable<z.ZodObject<{
        startDate: z.ZodString;
        endDate: z.ZodString;
        productLimit: z.ZodNumber;
        retailerLimit: z.ZodNumber;
        isActive: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export declare const MANUFACTURER_SORT_FIELDS: readonly ["createdAt", "name", "state", "city"];
/** POST /admin/manufacturers/search. */
export declare const manufacturerSearchSchema: z.ZodObject<{
    filter: z.ZodDefault<z.ZodOptional<z.ZodObject<{
        state: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    page: z.ZodDefault<z.ZodOptional<z.ZodNumber>>;
    pageSize: z.ZodPipe<z.ZodDefault<z.ZodOptional<z.ZodNumber>>, z.ZodTransform<number, number>>;
    sortBy: z.ZodDefault<z.ZodOptional<z.ZodEnum<{
        name: "name";
        state: "state";
        city: "city";
        createdAt: "createdAt";
    }>>>;
    sortOrder: z.ZodDefault<z.ZodOptional<z.ZodEnum<{
        asc: "asc";
        desc: "desc";
    }>>>;
}, z.core.$strip>;
export type ManufacturerSearch = z.input<typeof manufacturerSearchSchema>;
export declare const manufacturerPageSchema: z.ZodObject<{
    manufacturers: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        name: z.ZodString;
        description: z.ZodString;
        address: z.ZodString;
        state: z.ZodString;
        city: z.ZodString;
        gstin: z.ZodNullable<z.ZodString>;
        logo: z.ZodNullable<z.ZodString>;
        createdAt: z.ZodString;
        user: z.ZodNullable<z.ZodObject<{
            id: z.ZodNumber;
            name: z.ZodString;
            email: z.ZodString;
            mobile: z.ZodString;
        }, z.core.$strip>>;
        subscription: z.ZodNullable<z.ZodObject<{
            startDate: z.ZodString;
            endDate: z.ZodString;
            productLimit: z.ZodNumber;
            retailerLimit: z.ZodNumber;
            isActive: z.ZodBoolean;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    total: z.ZodNumber;
    page: z.ZodNumber;
    pageSize: z.ZodNumber;
}, z.core.$strip>;
export type ManufacturerPage = z.infer<typeof manufacturerPageSchema>;
/** Today's calendar date in India time, as YYYY-MM-DD. */
export declare const todayInIndia: (now?: Date) => string;
/** A subscription counts as Active when its flag is on and today (India time) is within its dates, end inclusive. */
export declare const isSubscriptionActive: (s: Subscription | null, today?: string) => boolean;
export declare const adminCreateSchema: z.ZodObject<{
    user: z.ZodObject<{
        password: z.ZodString;
        name: z.ZodString;
        email: z.ZodPipe<z.ZodString, z.ZodEmail>;
        mobile: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const adminUpdateSchema: z.ZodObject<{
    user: z.ZodObject<{
        password: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        email: z.ZodPipe<z.ZodString, z.ZodEmail>;
        mobile: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export type AdminCreate = z.infer<typeof adminCreateSchema>;
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;
export declare const adminSchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    email: z.ZodString;
    mobile: z.ZodString;
}, z.core.$strip>;
export type Admin = z.infer<typeof adminSchema>;
