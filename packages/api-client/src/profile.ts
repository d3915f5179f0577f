import { profileEndpoints as endpoints, type ProfileUpdate } from '@apparel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';

export const profileQueryKey = ['auth', 'profile'] as const;

/** The signed-in user and, for a manufacturer, its company. */
export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => call(endpoints.read, { signal });

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }) });

export const useProfile = () => useQuery(getProfileQueryOptions());

/** Saves the user's name and the manufacturer's details. */
export const updateProfile = async (profile: ProfileUpdate): Promise<void> => {
  await call(endpoints.update, { body: profile });
};

/** Saves the profile, then reloads it so every screen shows what was stored. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
