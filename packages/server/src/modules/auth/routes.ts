import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { loadOrCreateSecret } from '../../db/app-settings';
import type { Database } from '../../db/client';
import { authRoutes } from './auth-routes';
import { createAuthService } from './auth-service';
import { createLoginThrottle } from './login-throttle';
import { createOtpCodes } from './otp-codes';
import type { SmsSender } from './sms';
import type { TokenIssuer } from './tokens';

/** Signing in (product.md §7 "Authentication"): OTP and password logins, password reset. */
export const authArea: FastifyPluginAsyncZod<{
  db: Database;
  tokens: TokenIssuer;
  sms: SmsSender;
  clock: Clock;
}> = async (app, { db, tokens, sms, clock }) => {
  const auth = createAuthService({
    db,
    tokens,
    otpCodes: createOtpCodes(db, await loadOrCreateSecret(db, 'otp_hmac_key'), clock),
    loginThrottle: createLoginThrottle(db, clock),
    sms,
  });
  await app.register(authRoutes, { auth });
};
