import { MANUFACTURER_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_SUBSCRIPTION_LIMIT } from './constants';
import {
  keptUserPassword,
  MAX_DB_ID,
  newUserPassword,
  optionalGstin,
  optionalText,
  requiredText,
  userEmail,
  userMobile,
} from './fields';
import { gstinMatchesState } from './india';
import { listPageSchema, listQuerySchema } from './lists';
import { MSG } from './messages';
import { MANUFACTURER_SORT_FIELDS } from './subscription-rule';
import * as z from './zod';

/** The user block of the manufacturer, retailer and admin forms (product.md §5). */
const userFields = { name: requiredText(), email: userEmail(), mobile: userMobile() };
export const newUserSchema = z.object({ ...userFields, password: newUserPassword() });
export const editedUserSchema = z.object({ ...userFields, password: keptUserPassword() });
export type NewUser = z.infer<typeof newUserSchema>;
export type EditedUser = z.infer<typeof editedUserSchema>;

/** A user as the server shows it: never a password or hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// ---- Manufacturers ----

const manufacturerFields = {
  name: requiredText(),
  description: requiredText(MSG.required, 'description'),
  address: requiredText(MSG.required, 'address'),
  state: requiredText(MSG.required, 'label'),
  city: requiredText(MSG.required, 'label'),
  gstin: optionalGstin(),
};
/** Manufacturer form on create (the logo file travels beside it in the multipart body). */
export const manufacturerCreateSchema = z
  .object({ ...manufacturerFields, user: newUserSchema })
  .superRefine(gstinMatchesState);
/** Manufacturer form on edit: a blank password keeps the current one. */
export const manufacturerUpdateSchema = z
  .object({ ...manufacturerFields, user: editedUserSchema })
  .superRefine(gstinMatchesState);
export type ManufacturerCreate = z.infer<typeof manufacturerCreateSchema>;
export type ManufacturerUpdate = z.infer<typeof manufacturerUpdateSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** YYYY-MM-DD that names a real day (2025-02-30 is not one). */
export const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const calendarDate = (label: string) => isoDate.refine(isCalendarDate, `${label} is not a valid date`);

export const subscriptionSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  productLimit: z.number().int(),
  retailerLimit: z.number().int(),
  isActive: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A subscription's product or retailer limit: at least 1 (product.md §5), at most one million. */
const subscriptionLimit = () =>
  z
    .number({ error: MSG.atLeastOne })
    .int(MSG.atLeastOne)
    .min(1, MSG.atLeastOne)
    .max(MAX_SUBSCRIPTION_LIMIT, `Must be at most ${MAX_SUBSCRIPTION_LIMIT}`);

/** POST /admin/manufacturer/{id}/subscription; dates are calendar dates, the end date inclusive. */
export const subscriptionFormSchema = z
  .object({
    startDate: z
      .string({ error: MSG.startDateRequired })
      .min(1, MSG.startDateRequired)
      .pipe(calendarDate('Start date')),
    endDate: z
      .string({ error: MSG.endDateRequired })
      .min(1, MSG.endDateRequired)
      .pipe(calendarDate('End date')),
    productLimit: subscriptionLimit(),
    retailerLimit: subscriptionLimit(),
    isActive: z.boolean(),
  })
  .refine((s) => !s.startDate || !s.endDate || s.endDate > s.startDate, {
    message: MSG.endDateAfterStart,
    path: ['endDate'],
  });
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;

export const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  gstin: z.string().nullable(),
  logo: z.string().nullable(),
  createdAt: z.string(),
  user: publicUserSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

/** POST /admin/manufacturers/search. */
export const manufacturerSearchSchema = z.object({
  filter: z
    .object({ state: optionalText('label'), name: optionalText('search') })
    .optional()
    .default({}),
  page: z.number().int().min(1).max(MAX_PAGE_NUMBER).optional().default(1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(MAX_DB_ID)
    .optional()
    .default(MANUFACTURER_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  sortBy: z
    .enum(MANUFACTURER_SORT_FIELDS, { error: `sortBy must be one of ${MANUFACTURER_SORT_FIELDS.join(', ')}` })
    .optional()
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
});
export type ManufacturerSearch = z.input<typeof manufacturerSearchSchema>;

export const manufacturerPageSchema = z.object({
  manufacturers: z.array(manufacturerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ManufacturerPage = z.infer<typeof manufacturerPageSchema>;

// The subscription rule (subscriptionState, isSubscriptionActive, todayInIndia): subscription-rule.ts.

// ---- Admin users ----

export const adminCreateSchema = z.object({ user: newUserSchema });
export const adminUpdateSchema = z.object({ user: editedUserSchema });
export type AdminCreate = z.infer<typeof adminCreateSchema>;
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;
export const adminSchema = publicUserSchema;
export type Admin = z.infer<typeof adminSchema>;

/** The admins list's columns it sorts by (oldest first by default, as before). */
export const ADMIN_SORT_FIELDS = ['createdAt', 'name', 'email', 'mobile'] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];
/** GET /admin/admins: `q` over name, email and mobile. */
export const adminListQuerySchema = listQuerySchema(ADMIN_SORT_FIELDS);
export const adminPageSchema = listPageSchema('admins', adminSchema);
export type AdminPage = z.infer<typeof adminPageSchema>;
