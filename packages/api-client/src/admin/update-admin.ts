import type { Admin, AdminUpdate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from './keys';

export interface UpdateAdminInput {
  id: number;
  admin: AdminUpdate;
}

/** PUT /admin/admins/{id}: email and mobile cannot change; a blank password is left out and kept. */
export const updateAdmin = ({ id, admin }: UpdateAdminInput): Promise<Admin> => {
  const { password, ...user } = admin.user;
  return request<Admin>(`/admin/admins/${id}`, {
    method: 'PUT',
    body: { user: password ? { ...user, password } : user },
  });
};

export const useUpdateAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
