import {
  forgotPasswordSchema,
  loginResponseSchema,
  messageResponseSchema,
  otpRequestSchema,
  passwordLoginSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthService, OTP_SENT, PASSWORD_RESET } from './auth-service';

const tags = ['auth'];

/** product.md §7 authentication calls; all public (they are how a caller gets a token). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send a login OTP',
        body: otpRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.sendLoginOtp(request.body.mobile, request.ip);
      return { message: OTP_SENT };
    },
  );

  app.post(
    '/auth/verify',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with an OTP',
        body: verifyOtpSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.verifyLoginOtp(request.body, request.ip),
  );

  app.post(
    '/auth/pass-login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Log in with email or mobile and password',
        body: passwordLoginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.passwordLogin(request.body, request.ip),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send a password reset OTP',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.sendPasswordResetOtp(request.body.mobile, request.ip);
      return { message: OTP_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset OTP',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return { message: PASSWORD_RESET };
    },
  );
};
