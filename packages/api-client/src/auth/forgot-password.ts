import type { ForgotPassword, MessageResponse } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /auth/forgot-password: texts a one-time password for resetting the password. */
export const forgotPassword = (body: ForgotPassword) =>
  request<MessageResponse>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
