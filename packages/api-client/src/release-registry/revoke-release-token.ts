import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { registryKeys } from './keys';

/** DELETE /admin/release-tokens/{id}: the token publishes nothing any more. */
export const revokeReleaseToken = (id: number): Promise<void> =>
  request<void>(`/admin/release-tokens/${id}`, { method: 'DELETE' });

export const useRevokeReleaseToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReleaseToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.tokens() }),
  });
};
