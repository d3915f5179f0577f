import { boundedText, optionalGstin, requiredText } from './fields';
import { gstinMatchesState } from './india';
import { MSG } from './messages';
import * as z from './zod';

/** The legal details invoices print (issue 19): a 6-digit PIN code and the invoice series prefix. */
export const PROFILE_INVOICE_MSG = {
  pinCode: 'PIN code must be 6 digits, not starting with 0',
  invoicePrefix: 'Invoice prefix must be 1 to 4 letters or digits, starting with a letter',
} as const;
/** Without a prefix of their own, invoices are numbered INV/26-27/0001. */
export const DEFAULT_INVOICE_PREFIX = 'INV';

export const profileManufacturerSchema = z
  .object({
    name: requiredText(MSG.manufacturerNameRequired),
    address: requiredText(MSG.addressRequired, 'address'),
    city: requiredText(MSG.cityRequired, 'label'),
    state: requiredText(MSG.stateRequired, 'label'),
    gstin: optionalGstin(),
    /** Absent keeps the stored value; blank clears it. */
    pinCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[1-9]\d{5}$/.test(v), PROFILE_INVOICE_MSG.pinCode)
      .nullable()
      .optional(),
    invoicePrefix: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || /^[A-Z][A-Z0-9]{0,3}$/.test(v), PROFILE_INVOICE_MSG.invoicePrefix)
      .nullable()
      .optional(),
    /** Files GSTR-1 each quarter (QRMP) rather than each month (product.md §18); absent keeps it. */
    gstQuarterlyFiler: z.boolean({ error: 'gstQuarterlyFiler must be true or false' }).optional(),
  })
  .superRefine(gstinMatchesState);

/** GET /auth/profile answer; manufacturer is null for a super admin. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.string(),
  manufacturer: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      gstin: z.string().nullable(),
      pinCode: z.string().nullable(),
      invoicePrefix: z.string().nullable(),
      gstQuarterlyFiler: z.boolean().optional(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /auth/profile; email and mobile are read-only and must equal the current ones. */
export const profileUpdateSchema = z.object({
  user: z.object({
    name: requiredText(MSG.nameRequired),
    email: boundedText('email'),
    mobile: boundedText('code'),
  }),
  manufacturer: profileManufacturerSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
