import { editedUserSchema, newUserSchema, publicUserSchema } from './admin';
import { dbId, optionalGstin, requiredText } from './fields';
import { gstinMatchesState } from './india';
import { listPageSchema, listQuerySchema } from './lists';
import { MSG } from './messages';
import * as z from './zod';

/** Retailer type options (product.md §9). */
export const RETAILER_TYPES = ['Retailer', 'Wholesaler', 'Distributor'] as const;
export type RetailerType = (typeof RETAILER_TYPES)[number];

/** A link between a retailer and a manufacturer: asked (PENDING), then ACCEPTED or REJECTED. */
export const LINK_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const RETAILER_PIN_CODE_MSG = 'PIN code must be 6 digits, not starting with 0';

/** The type select sends "" when nothing is chosen: that is "no type". */
const retailerType = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .enum(RETAILER_TYPES, { error: `Type must be one of ${RETAILER_TYPES.join(', ')}` })
    .nullable()
    .optional(),
);

/** Retailer Details of the retailer form (product.md §5: checked on submit only). */
const retailerFields = {
  name: requiredText(MSG.required, 'name'),
  address: requiredText(MSG.required, 'address'),
  state: requiredText(MSG.required, 'label'),
  city: requiredText(MSG.required, 'label'),
  gstin: optionalGstin(),
  /** Optional (product.md §18: the e-way bill needs it); blank or absent is none. */
  pinCode: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[1-9]\d{5}$/.test(v), RETAILER_PIN_CODE_MSG)
    .nullable()
    .optional(),
  outletName: requiredText(MSG.required, 'name'),
  outletAddr: requiredText(MSG.required, 'address'),
  contactPerson: requiredText(MSG.required, 'name'),
  type: retailerType,
};

/** POST /manufacturer/retailers: the retailer, its RETAILER user (password required). */
export const retailerCreateSchema = z
  .object({ ...retailerFields, user: newUserSchema })
  .superRefine(gstinMatchesState);
/** PUT /manufacturer/retailers/{id}: a blank password keeps the current one. */
export const retailerUpdateSchema = z
  .object({ ...retailerFields, user: editedUserSchema })
  .superRefine(gstinMatchesState);
export type RetailerCreate = z.infer<typeof retailerCreateSchema>;
export type RetailerUpdate = z.infer<typeof retailerUpdateSchema>;

/** A retailer as the server shows it, with its user (never a password or hash). */
export const retailerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  gstin: z.string().nullable(),
  /** Absent in answers written before the field (product.md §18). */
  pinCode: z.string().nullable().optional(),
  outletName: z.string(),
  outletAddr: z.string(),
  contactPerson: z.string(),
  // A plain string in answers: a nullable enum inside the list answers' array-or-page union fails fast-json-stringify's anyOf check.
  type: z.string().nullable(),
  user: publicUserSchema,
});
export type Retailer = z.infer<typeof retailerSchema>;

/** One link record of GET /manufacturer/retailers and /manufacturer/retailers-req (product.md §3). */
export const retailerLinkSchema = z.object({
  id: z.number().int(),
  status: z.enum(LINK_STATUSES),
  retailer: retailerSchema,
});
export type RetailerLink = z.infer<typeof retailerLinkSchema>;

/** The retailers list's columns it sorts by (newest link first by default). */
export const RETAILER_SORT_FIELDS = [
  'createdAt',
  'name',
  'mobile',
  'email',
  'city',
  'state',
  'type',
  'status',
  'contactPerson',
] as const;
export type RetailerSortField = (typeof RETAILER_SORT_FIELDS)[number];
/** GET /manufacturer/retailers: `q` over name, mobile, email, city and contact person; `status` filters. */
export const retailerListQuerySchema = listQuerySchema(RETAILER_SORT_FIELDS).extend({
  status: z.enum(LINK_STATUSES, `status must be one of ${LINK_STATUSES.join(', ')}`).optional(),
});
export const retailerPageSchema = listPageSchema('retailers', retailerLinkSchema);
export type RetailerPage = z.infer<typeof retailerPageSchema>;

/** The requests list sorts by the same columns but status (oldest request first by default). */
export const RETAILER_REQUEST_SORT_FIELDS = RETAILER_SORT_FIELDS.filter(
  (field): field is Exclude<RetailerSortField, 'status'> => field !== 'status',
) as unknown as readonly [Exclude<RetailerSortField, 'status'>, ...Exclude<RetailerSortField, 'status'>[]];
export type RetailerRequestSortField = (typeof RETAILER_REQUEST_SORT_FIELDS)[number];
/** GET /manufacturer/retailers-req: `q` as the retailers list's. */
export const retailerRequestListQuerySchema = listQuerySchema(RETAILER_REQUEST_SORT_FIELDS);
export const retailerRequestPageSchema = listPageSchema('requests', retailerLinkSchema);
export type RetailerRequestPage = z.infer<typeof retailerRequestPageSchema>;

/** PATCH /manufacturer/retailers-req/{id}/status: a pending request is accepted or rejected. */
export const linkDecisionSchema = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
});
export type LinkDecision = z.infer<typeof linkDecisionSchema>;

// ---- The retailer's side (no screen in this product, a real API) ----

/** A manufacturer a retailer may ask to be linked with (one with an active subscription). */
export const linkableManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type LinkableManufacturer = z.infer<typeof linkableManufacturerSchema>;

/** POST /retailer/link-requests. */
export const linkRequestCreateSchema = z.object({
  manufacturerId: dbId('manufacturerId must be a valid id'),
});
export type LinkRequestCreate = z.infer<typeof linkRequestCreateSchema>;

/** A retailer's own link to a manufacturer. */
export const retailerLinkRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(LINK_STATUSES),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
});
export type RetailerLinkRequest = z.infer<typeof retailerLinkRequestSchema>;
