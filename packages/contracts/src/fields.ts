import { z } from 'zod';
import { MIN_PASSWORD } from './constants';
import { MSG } from './messages';

/** Field rules shared by several forms (SPEC 5), each with its message. */
export const requiredText = (message: string = MSG.required) => z.string().trim().min(1, message);
export const optionalText = () => z.string().trim().optional().nullable();
export const userEmail = () => requiredText().pipe(z.email(MSG.invalidEmail));
export const userMobile = () =>
  z
    .string()
    .trim()
    .regex(/^\d{10}$/, MSG.mobileDigits);
export const newUserPassword = () => z.string().min(MIN_PASSWORD, MSG.passwordTooShort);
/** On edit a blank password keeps the current one. */
export const keptUserPassword = () =>
  z
    .string()
    .optional()
    .refine((v) => !v || v.length >= MIN_PASSWORD, MSG.passwordTooShort);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof idParamSchema>;
