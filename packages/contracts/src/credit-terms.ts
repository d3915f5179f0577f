import { boundedInt, money } from './fields';
import * as z from './zod';

/**
 * A retailer link's credit terms (product.md §16): payment days (0 = due on the invoice date), credit
 * limit (null = none), overdue tolerance (overdue amounts up to it do not hold orders) and minimum order
 * value (null = none). Money in rupees, exact to the paisa. A link with no terms set answers the defaults.
 */
export const MAX_PAYMENT_DAYS = 365;

export const retailerTermsSchema = z.object({
  paymentDays: z.number().int(),
  creditLimit: z.number().nullable(),
  overdueTolerance: z.number(),
  minOrderValue: z.number().nullable(),
});
export type RetailerTerms = z.infer<typeof retailerTermsSchema>;

/** What a link has until its terms are set: due on the invoice date, no limit, no tolerance, no minimum. */
export const DEFAULT_RETAILER_TERMS: RetailerTerms = {
  paymentDays: 0,
  creditLimit: null,
  overdueTolerance: 0,
  minOrderValue: null,
};

/** PUT /manufacturer/retailers/{id}/terms. */
export const retailerTermsInputSchema = z.object({
  paymentDays: boundedInt(
    0,
    MAX_PAYMENT_DAYS,
    `paymentDays must be a whole number from 0 to ${MAX_PAYMENT_DAYS}`,
  ),
  creditLimit: money('creditLimit must be a number').nullable(),
  overdueTolerance: money('overdueTolerance must be a number').optional().default(0),
  minOrderValue: money('minOrderValue must be a number').nullable(),
});
export type RetailerTermsInput = z.input<typeof retailerTermsInputSchema>;
