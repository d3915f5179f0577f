import {
  authEndpoints as endpoints,
  type ForgotPassword,
  type OtpRequest,
  type PasswordLogin,
  type ResetPassword,
  type VerifyOtp,
} from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './call';

/** Texts a one-time password to the mobile (also used to resend it). */
export const requestOtp = (body: OtpRequest) => call(endpoints.requestOtp, { body });

/** Trades the mobile and its one-time password for a session token. */
export const verifyOtp = (body: VerifyOtp) => call(endpoints.verifyOtp, { body });

/** Signs in with an email or mobile and a password. */
export const passwordLogin = (body: PasswordLogin) => call(endpoints.passwordLogin, { body });

/** Texts a one-time password for resetting the password. */
export const forgotPassword = (body: ForgotPassword) => call(endpoints.forgotPassword, { body });

/** Sets a new password, proven by the one-time password. */
export const resetPassword = (body: ResetPassword) => call(endpoints.resetPassword, { body });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const usePasswordLogin = () => useMutation({ mutationFn: passwordLogin });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
