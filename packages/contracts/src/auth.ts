import { MIN_RESET_PASSWORD } from './constants';
import { boundedString, hasControlCharacters, requiredText } from './fields';
import { MSG } from './messages';
import { ROLES } from './roles';
import * as z from './zod';

/**
 * An Indian mobile as people type it, reduced to its 10 digits: `+91 98765 43210`, `+91-98765-43210`
 * and `098765 43210` become `9876543210`. Anything else comes back trimmed and unchanged, so the
 * length rules still answer with their own messages. The OTP form and the server both use it.
 */
export function normaliseIndianMobile(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  const match = /^(?:\+91|0)(\d{10})$/.exec(digits) ?? /^(\d{10})$/.exec(digits);
  return match?.[1] ?? trimmed;
}

/** POST /auth/login {mobile}: request an OTP; mobile 10 to 15 characters, after normaliseIndianMobile. */
export const otpRequestSchema = z.object({
  mobile: z
    .string()
    .overwrite(normaliseIndianMobile)
    .min(1, MSG.mobileRequired)
    .min(10, MSG.mobileTooShort)
    .max(15, MSG.mobileTooLong)
    .refine((v) => !hasControlCharacters(v, 'code'), MSG.controlCharacters),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** POST /auth/verify {mobile, otp}. */
export const verifyOtpSchema = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, MSG.verifyMobileDigits),
  otp: z
    .string()
    .trim()
    .min(1, MSG.otpRequired)
    .regex(/^\d{6}$/, MSG.otpDigits),
});
export type VerifyOtp = z.infer<typeof verifyOtpSchema>;

/** POST /auth/pass-login {identifier, password}; identifier is an email or a mobile. */
export const passwordLoginSchema = z.object({
  identifier: requiredText(MSG.identifierRequired, 'identifier'),
  password: boundedString('password').pipe(z.string().min(1, MSG.passwordRequired)),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

/** POST /auth/forgot-password {mobile}. */
export const forgotPasswordSchema = otpRequestSchema;
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** POST /auth/reset-password {mobile, otp, newPassword}. */
export const resetPasswordSchema = otpRequestSchema.extend({
  otp: z
    .string()
    .trim()
    .min(1, MSG.otpRequired)
    .regex(/^\d{6}$/, MSG.otpDigits),
  newPassword: boundedString('password').pipe(
    z.string().min(1, MSG.newPasswordRequired).min(MIN_RESET_PASSWORD, MSG.newPasswordTooShort),
  ),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  manufacturerId: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of /auth/verify and /auth/pass-login. */
export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Plain acknowledgement with a human message (OTP sent, password reset...). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Claims carried by the JWT (besides exp/iat). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(ROLES),
  mid: z.number().int().nullable(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
