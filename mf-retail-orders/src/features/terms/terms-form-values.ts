import { type RetailerTerms, type RetailerTermsInput, retailerTermsInputSchema } from '@apparel/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the Terms form holds: each amount as typed, '' for an empty field (no limit, no minimum). */
export type TermsFormValues = {
  paymentDays: number | '';
  creditLimit: number | '';
  overdueTolerance: number | '';
  minOrderValue: number | '';
};

export const toTermsFormValues = (terms: RetailerTerms): TermsFormValues => ({
  paymentDays: terms.paymentDays,
  creditLimit: terms.creditLimit ?? '',
  overdueTolerance: terms.overdueTolerance,
  minOrderValue: terms.minOrderValue ?? '',
});

/** PUT .../terms body: an empty limit or minimum is none (null), an empty tolerance ₹0, empty days 0. */
export const toTermsInput = (values: TermsFormValues): RetailerTermsInput => ({
  paymentDays: values.paymentDays === '' ? 0 : values.paymentDays,
  creditLimit: values.creditLimit === '' ? null : values.creditLimit,
  overdueTolerance: values.overdueTolerance === '' ? 0 : values.overdueTolerance,
  minOrderValue: values.minOrderValue === '' ? null : values.minOrderValue,
});

/** The contracts' rule (the server's) on what the form will send, each message under its field. */
export const termsResolver: Resolver<TermsFormValues> = async (values) => {
  const result = retailerTermsInputSchema.safeParse(toTermsInput(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<TermsFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TermsFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
