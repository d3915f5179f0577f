import type { LoginResponse, PasswordLogin } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /auth/pass-login: signs in with an email or mobile and a password. */
export const passwordLogin = (body: PasswordLogin) =>
  request<LoginResponse>('/auth/pass-login', { method: 'POST', body });

export const usePasswordLogin = () => useMutation({ mutationFn: passwordLogin });
