import type { TaxRate, TaxRateForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { taxRateKeys } from './keys';

/** POST /admin/tax-rates: a new rule (HSN prefix, effective from, per-piece band, rate). */
export const createTaxRate = (rule: TaxRateForm): Promise<TaxRate> =>
  request<TaxRate>('/admin/tax-rates', { method: 'POST', body: rule });

export const useCreateTaxRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
};
