import { authEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { type AuthService, OTP_SENT, PASSWORD_RESET } from './auth-service';

/** product.md §7 authentication calls; all public (they are how a caller gets a token). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  addEndpoint(app, endpoints.requestOtp, async (request) => {
    await auth.sendLoginOtp(request.body.mobile, request.ip);
    return { message: OTP_SENT };
  });
  addEndpoint(app, endpoints.verifyOtp, (request) => auth.verifyLoginOtp(request.body, request.ip));
  addEndpoint(app, endpoints.passwordLogin, (request) => auth.passwordLogin(request.body, request.ip));
  addEndpoint(app, endpoints.forgotPassword, async (request) => {
    await auth.sendPasswordResetOtp(request.body.mobile, request.ip);
    return { message: OTP_SENT };
  });
  addEndpoint(app, endpoints.resetPassword, async (request) => {
    await auth.resetPassword(request.body, request.ip);
    return { message: PASSWORD_RESET };
  });
};
