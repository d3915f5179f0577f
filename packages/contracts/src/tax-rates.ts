import { isCalendarDate } from './admin';
import { MAX_MONEY } from './fields';
import * as z from './zod';

/** The HSN codes a product may carry: 4, 6 or 8 digits (blank: none). */
export const HSN_CODE = /^\d{4}(?:\d{2}){0,2}$/;
export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits';
export const hsnCodeField = () => z.string().trim().regex(HSN_CODE, HSN_MESSAGE);

/** Rupees with at most two decimals, 0 or more (a per-piece value band's end). */
const bandValue = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(MAX_MONEY, `${label} must be at most ${MAX_MONEY}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label}: at most 2 decimals`);

/**
 * POST /admin/tax-rates and PUT /admin/tax-rates/{id}: a GST rate for the HSN codes starting with
 * `hsnPrefix`, from `effectiveFrom`, for a net value per piece from `minUnitValue` to `maxUnitValue`
 * (rupees, both inclusive; null = no upper end). A rule set with a later date replaces the earlier one.
 */
export const taxRateFormSchema = z
  .object({
    hsnPrefix: z
      .string({ error: 'HSN prefix is required' })
      .trim()
      .regex(/^\d{2,8}$/, 'HSN prefix must be 2 to 8 digits'),
    effectiveFrom: z
      .string({ error: 'Effective from is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
      .refine(isCalendarDate, 'Effective from is not a valid date'),
    minUnitValue: bandValue('Lowest value per piece'),
    maxUnitValue: bandValue('Highest value per piece').nullable(),
    rate: z
      .number({ error: 'Rate must be a number' })
      .min(0, 'Rate must not be negative')
      .max(100, 'Rate must be at most 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Rate: at most 2 decimals'),
    /**
     * The last day the rule applies (blank: no end). A rule an issued document used is never deleted:
     * it is closed by this date, so the documents keep the rule they were taxed by.
     */
    validTo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
      .refine(isCalendarDate, 'Valid to is not a valid date')
      .nullable()
      .optional(),
  })
  .refine((rule) => rule.maxUnitValue === null || rule.minUnitValue <= rule.maxUnitValue, {
    message: 'Highest value per piece must not be below the lowest',
    path: ['maxUnitValue'],
  })
  .refine((rule) => !rule.validTo || rule.validTo >= rule.effectiveFrom, {
    message: 'Valid to must not be before effective from',
    path: ['validTo'],
  });
export type TaxRateForm = z.infer<typeof taxRateFormSchema>;

/** One rule of GET /admin/tax-rates (rupees and percent). */
export const taxRateSchema = z.object({
  id: z.number().int(),
  hsnPrefix: z.string(),
  effectiveFrom: z.string(),
  /** The last day it applies; null: no end. */
  validTo: z.string().nullable(),
  minUnitValue: z.number(),
  maxUnitValue: z.number().nullable(),
  rate: z.number(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** Two bands of one HSN prefix and date would both hold one piece: invoices could not tell which applies. */
export const taxRateClashMessage = (other: {
  hsnPrefix: string;
  effectiveFrom: string;
  band: string;
  rate: number;
}): string =>
  `This band overlaps the ${other.rate}% rule for HSN ${other.hsnPrefix} from ` +
  `${other.effectiveFrom.slice(8, 10)}/${other.effectiveFrom.slice(5, 7)}/${other.effectiveFrom.slice(0, 4)} ` +
  `(${other.band}): bands of one HSN prefix and date must not overlap`;

export const TAX_RATE_MSG = {
  used: 'This rate was used by an issued invoice or credit note: it cannot be deleted, close it with a valid-to date instead',
  usedChange:
    'This rate was used by an issued invoice or credit note: only its valid-to date can change (add a new rule for a new rate)',
} as const;

/** "Valid to must not be before 14/11/2026, the date of the last document taxed by this rate". */
export const taxRateCloseTooEarlyMessage = (lastUsed: string): string =>
  `Valid to must not be before ${lastUsed.slice(8, 10)}/${lastUsed.slice(5, 7)}/${lastUsed.slice(0, 4)}, ` +
  'the date of the last document taxed by this rate';

/** GET /admin/tax-rates: every rule, by HSN prefix, newest date first, then by band. */
export const taxRateListSchema = z.object({ taxRates: z.array(taxRateSchema) });
export type TaxRateList = z.infer<typeof taxRateListSchema>;
