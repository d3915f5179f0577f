import type { ReleaseToken } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { registryKeys } from './keys';

/** GET /admin/release-tokens: each token's remote, creator, creation and last use (never the secret). */
export const listReleaseTokens = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<ReleaseToken[]>('/admin/release-tokens', { signal });

export const releaseTokensQueryOptions = () =>
  queryOptions({ queryKey: registryKeys.tokens(), queryFn: ({ signal }) => listReleaseTokens({ signal }) });

export const useReleaseTokens = () => useQuery(releaseTokensQueryOptions());
