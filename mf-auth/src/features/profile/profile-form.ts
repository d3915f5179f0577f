import type { Profile, ProfileUpdate } from '@apparel/contracts';

/** The editable profile as the form holds it; a super admin has no manufacturer block. */
export const toProfileForm = (profile: Profile): ProfileUpdate => ({
  user: { name: profile.name, email: profile.email, mobile: profile.mobile },
  manufacturer: profile.manufacturer
    ? {
        ...profile.manufacturer,
        gstin: profile.manufacturer.gstin ?? '',
        pinCode: profile.manufacturer.pinCode ?? '',
        invoicePrefix: profile.manufacturer.invoicePrefix ?? '',
        gstQuarterlyFiler: profile.manufacturer.gstQuarterlyFiler ?? false,
      }
    : undefined,
});
