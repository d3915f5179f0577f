import type { LoginResponse, PasswordLogin, ResetPassword, VerifyOtp } from '@apparel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../errors';
import { findUserByIdentifier, findUserByMobile, type UserRecord } from '../shared/user-queries';
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
  const sendOtp = async (mobile: string, purpose: OtpPurpose, address: string): Promise<void> => {
    const user = await findUserByMobile(db, mobile);
    const code = await otpCodes.issue(mobile, purpose, address);
    if (user) await sms.send(mobile, otpText(code));
  };

  /** Checks the OTP and finds its account; a code for an unknown mobile is never accepted. */
  const userForOtp = async (mobile: string, purpose: OtpPurpose, otp: string, address: string) => {
    const otpId = await otpCodes.check(mobile, purpose, otp, address);
    const user = await findUserByMobile(db, mobile);
    if (!user) throw badRequest(OTP_WRONG);
    return { otpId, user };
  };

  return {
    /** `address` is the client's; the try is counted before the password is checked. */
    async passwordLogin({ identifier, password }: PasswordLogin, address: string): Promise<LoginResponse> {
      const user = await findUserByIdentifier(db, identifier);
      const attempt = await loginThrottle.begin(identifier, user?.id, address);
      const matches = await passwordMatches(user?.passwordHash, password);
      if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
      await attempt.succeeded();
      return loginResponse(user);
    },

    sendLoginOtp: (mobile: string, address: string) => sendOtp(mobile, 'login', address),

    async verifyLoginOtp({ mobile, otp }: VerifyOtp, address: string): Promise<LoginResponse> {
      const { otpId, user } = await userForOtp(mobile, 'login', otp, address);
      await otpCodes.consume(db, otpId);
      return loginResponse(user);
    },

    sendPasswordResetOtp: (mobile: string, address: string) => sendOtp(mobile, 'reset', address),

    /** Sets the new password and ends every session of the account (its token version moves on). */
    async resetPassword({ mobile, otp, newPassword }: ResetPassword, address: string): Promise<void> {
      const { otpId, user } = await userForOtp(mobile, 'reset', otp, address);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await otpCodes.consume(tx, otpId);
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, user.id));
        await loginThrottle.clearAccount(tx, user.id);
      });
    },
  };
};
