import { z } from 'zod';
/** POST /auth/login {mobile}: request an OTP; mobile 10 to 15 characters. */
export declare const otpRequestSchema: z.ZodObject<{
    mobile: z.ZodString;
}, z.core.$strip>;
export type OtpRequest = z.infer<typeof otpRequestSchema>;
/** POST /auth/verify {mobile, otp}. */
export declare const verifyOtpSchema: z.ZodObject<{
    mobile: z.ZodString;
    otp: z.ZodString;
}, z.core.$strip>;
export type VerifyOtp = z.infer<typeof verifyOtpSchema>;
/** POST /auth/pass-login {identifier, password}; identifier is an email or a mobile. */
export declare const passwordLoginSchema: z.ZodObject<{
    identifier: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;
/** POST /auth/forgot-password {mobile}. */
export declare const forgotPasswordSchema: z.ZodObject<{
    mobile: z.ZodString;
}, z.core.$strip>;
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;
/** POST /auth/reset-password {mobile, otp, newPassword}. */
export declare const resetPasswordSchema: z.ZodObject<{
    mobile: z.ZodString;
    otp: z.ZodString;
    newPassword: z.ZodString;
}, z.core.$strip>;
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
export declare const sessionUserSchema: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    role: z.ZodEnum<{
        SUPER_ADMIN: "SUPER_ADMIN";
        MANUFACTURER: "MANUFACTURER";
        RETAILER: "RETAILER";
    }>;
    manufacturerId: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
/** Answer of /auth/verify and /auth/pass-login. */
export declare const loginResponseSchema: z.ZodObject<{
    token: z.ZodString;
    user: z.ZodObject<{
        id: z.ZodNumber;
        name: z.ZodString;
        role: z.ZodEnum<{
            SUPER_ADMIN: "SUPER_ADMIN";
            MANUFACTURER: "MANUFACTURER";
            RETAILER: "RETAILER";
        }>;
        manufacturerId: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** Plain acknowledgement with a human message (OTP sent, password reset...). */
export declare const messageResponseSchema: z.ZodObject<{
    message: z.ZodString;
}, z.core.$strip>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
/** Claims carried by the JWT (besides exp/iat). */
export declare const tokenClaimsSchema: z.ZodObject<{
    sub: z.ZodString;
    role: z.ZodEnum<{
        SUPER_ADMIN: "SUPER_ADMIN";
        MANUFACTURER: "MANUFACTURER";
        RETAILER: "RETAILER";
    }>;
    mid: z.ZodNullable<z.ZodNumber>;
    exp: z.ZodNumber;
}, z.core.$strip>;
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
