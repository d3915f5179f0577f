import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { mediaKeys } from './keys';

/** DELETE /media/{id}: a file a product uses answers 409 naming the products. */
export const deleteMedia = (id: number) => request<{ message: string }>(`/media/${id}`, { method: 'DELETE' });

export const useDeleteMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};
