import type { Profile } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/** GET /auth/profile: the signed-in user and, for a manufacturer, its company. */
export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<Profile>('/auth/profile', { signal });

export const profileQueryKey = ['auth', 'profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }) });

export const useProfile = () => useQuery(getProfileQueryOptions());
