import type { ProfileUpdate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { profileQueryKey } from './get-profile';

/** PUT /auth/profile: saves the user's name and the manufacturer's details. */
export const updateProfile = async (profile: ProfileUpdate): Promise<void> => {
  await request('/auth/profile', { method: 'PUT', body: profile });
};

/** Saves the profile, then reloads it so every screen shows what was stored. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
