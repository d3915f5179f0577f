import type { CreatedReleaseToken, ReleaseTokenForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { registryKeys } from './keys';

/** POST /admin/release-tokens: a token that can publish only this remote; the answer holds its secret, once. */
export const createReleaseToken = (token: ReleaseTokenForm): Promise<CreatedReleaseToken> =>
  request<CreatedReleaseToken>('/admin/release-tokens', { method: 'POST', body: token });

export const useCreateReleaseToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReleaseToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.tokens() }),
  });
};
