import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registryKeys } from './keys';

/** What a pin, rollback, canary, promote or drop answers: "mf-media pinned to 1.3.0". */
export type RegistryChange = { message: string };

/** A change of a pin or canary: afterwards the remotes and their history are read again. */
export const useRegistryMutation = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
};
