import type { MessageResponse, OtpRequest } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /auth/login: texts a one-time password to the mobile (also used to resend it). */
export const requestOtp = (body: OtpRequest) =>
  request<MessageResponse>('/auth/login', { method: 'POST', body });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
