import type { Manufacturer, ManufacturerUpdate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';
import { toManufacturerFormData } from './manufacturer-form-data';

export interface UpdateManufacturerInput {
  id: number;
  manufacturer: ManufacturerUpdate;
  /** A new logo; none keeps the current one. */
  logo?: File | null;
}

/** PUT /admin/manufacturers/{id} (multipart, the same fields as create). */
export const updateManufacturer = ({
  id,
  manufacturer,
  logo,
}: UpdateManufacturerInput): Promise<Manufacturer> =>
  request<Manufacturer>(`/admin/manufacturers/${id}`, {
    method: 'PUT',
    body: toManufacturerFormData(manufacturer, logo),
  });

export const useUpdateManufacturer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturerKeys.all }),
  });
};
