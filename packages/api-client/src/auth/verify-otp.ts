import type { LoginResponse, VerifyOtp } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /auth/verify: trades the mobile and its one-time password for a session token. */
export const verifyOtp = (body: VerifyOtp) =>
  request<LoginResponse>('/auth/verify', { method: 'POST', body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
