import type { Admin, AdminCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from './keys';

/** POST /admin/admins {user:{name, email, mobile, password}}. */
export const createAdmin = (admin: AdminCreate): Promise<Admin> =>
  request<Admin>('/admin/admins', { method: 'POST', body: admin });

export const useCreateAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
