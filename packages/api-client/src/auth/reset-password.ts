import type { MessageResponse, ResetPassword } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /auth/reset-password: sets a new password, proven by the one-time password. */
export const resetPassword = (body: ResetPassword) =>
  request<MessageResponse>('/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
