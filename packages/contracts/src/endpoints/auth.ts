import {
  forgotPasswordSchema,
  loginResponseSchema,
  messageResponseSchema,
  otpRequestSchema,
  passwordLoginSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '../auth';
import { defineEndpoints, PUBLIC } from '../endpoint';

/** product.md §7 authentication calls; all public (they are how a caller gets a token). */
export const authEndpoints = defineEndpoints('auth', {
  requestOtp: {
    method: 'POST',
    path: '/auth/login',
    access: PUBLIC,
    summary: 'Send a login OTP',
    body: otpRequestSchema,
    response: messageResponseSchema,
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/verify',
    access: PUBLIC,
    summary: 'Log in with an OTP',
    body: verifyOtpSchema,
    response: loginResponseSchema,
  },
  passwordLogin: {
    method: 'POST',
    path: '/auth/pass-login',
    access: PUBLIC,
    summary: 'Log in with email or mobile and password',
    body: passwordLoginSchema,
    response: loginResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: PUBLIC,
    summary: 'Send a password reset OTP',
    body: forgotPasswordSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: PUBLIC,
    summary: 'Set a new password with a reset OTP',
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
});
