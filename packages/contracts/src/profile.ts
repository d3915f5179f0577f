import { z } from 'zod';
import { boundedText, requiredText } from './fields';
import { optionalGstin } from './india';
import { MSG } from './messages';

export const profileManufacturerSchema = z.object({
  name: requiredText(MSG.manufacturerNameRequired),
  address: requiredText(MSG.addressRequired, 'address'),
  city: requiredText(MSG.cityRequired, 'label'),
  state: requiredText(MSG.stateRequired, 'label'),
  gstin: optionalGstin(),
});

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
