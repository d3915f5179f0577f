import type { Manufacturer, ManufacturerCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';
import { toManufacturerFormData } from './manufacturer-form-data';

export interface CreateManufacturerInput {
  manufacturer: ManufacturerCreate;
  logo?: File | null;
}

/** POST /admin/manufacturers (multipart): the manufacturer with its first admin user and logo. */
export const createManufacturer = ({ manufacturer, logo }: CreateManufacturerInput): Promise<Manufacturer> =>
  request<Manufacturer>('/admin/manufacturers', {
    method: 'POST',
    body: toManufacturerFormData(manufacturer, logo),
  });

export const useCreateManufacturer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturerKeys.all }),
  });
};
