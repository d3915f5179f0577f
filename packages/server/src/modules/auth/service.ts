import type { LoginResponse, PasswordLogin, ResetPassword, VerifyOtp } from '@apparel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../errors';
import { findUserByIdentifier, findUserByMobile, type UserRecord } from '../users/queries';
import type { LoginThrottle } from './login-throttle';
import { OTP_VALID_MINUTES, OTP_WRONG, type OtpCodes, type OtpPurpose } from './otp-codes';
import { hashPassword, passwordMatches } from './passwords';
import type { SmsSender } from './sms';
import type { TokenIssuer } from './tokens';

/** The same answer whether or not the mobile belongs to an account, so nobody can probe for users. */
export const OTP_SENT = 'If this mobile number is registered, an OTP has been sent to it.';
export const PASSWORD_RESET = 'Password has been reset';
const INVALID_CREDENTIALS = 'Invalid credentials';

const otpText = (code: string) =>
  `Your Apparel verification code is ${code}. It expires in ${OTP_VALID_MINUTES} minutes.`;

type AuthServiceDeps = {
  db: Database;
  otpCodes: OtpCodes;
  loginThrottle: LoginThrottle;
  tokens: TokenIssuer;
  sms: SmsSender;
};

export type AuthService = ReturnType<typeof createAuthService>;

export const createAuthService = ({ db, otpCodes, loginThrottle, tokens, sms }: AuthServiceDeps) => {
  const loginResponse = async (user: UserRecord): Promise<LoginResponse> => ({
    token: await tokens.sign({
      userId: user.id,
      role: user.role,
      manufacturerId: user.manufacturerId,
      tokenVersion: user.tokenVersion,
    }),
    user: { id: user.id, name: user.name, role: user.role, manufacturerId: user.manufacturerId },
  });

  /** Unknown mobiles go through the same steps (throttle, stored code) but receive nothing. */
  const sendOtp = async (mobile: string, purpose: OtpPurpose): Promise<void> => {
    const user = await findUserByMobile(db, mobile);
    const code = await otpCodes.issue(mobile, purpose);
    if (user) await sms.send(mobile, otpText(code));
  };

  /** Checks the OTP and finds its account; a code for an unknown mobile is never accepted. */
  const userForOtp = async (mobile: string, purpose: OtpPurpose, otp: string) => {
    const otpId = await otpCodes.check(mobile, purpose, otp);
    const user = await findUserByMobile(db, mobile);
    if (!user) throw badRequest(OTP_WRONG);
    return { otpId, user };
  };

  return {
    async passwordLogin({ identifier, password }: PasswordLogin): Promise<LoginResponse> {
      await loginThrottle.assertMayTry(identifier);
      const user = await findUserByIdentifier(db, identifier);
      const matches = await passwordMatches(user?.passwordHash, password);
      if (!user || !matches) {
        await loginThrottle.recordFailure(identifier);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await loginThrottle.clear(db, [identifier]);
      return loginResponse(user);
    },

    sendLoginOtp: (mobile: string) => sendOtp(mobile, 'login'),

    async verifyLoginOtp({ mobile, otp }: VerifyOtp): Promise<LoginResponse> {
      const { otpId, user } = await userForOtp(mobile, 'login', otp);
      await otpCodes.consume(db, otpId);
      return loginResponse(user);
    },

    sendPasswordResetOtp: (mobile: string) => sendOtp(mobile, 'reset'),

    /** Sets the new password and ends every session of the account (its token version moves on). */
    async resetPassword({ mobile, otp, newPassword }: ResetPassword): Promise<void> {
      const { otpId, user } = await userForOtp(mobile, 'reset', otp);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await otpCodes.consume(tx, otpId);
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, user.id));
        await loginThrottle.clear(tx, [user.email, user.mobile]);
      });
    },
  };
};
