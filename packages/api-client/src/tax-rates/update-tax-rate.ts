import type { TaxRate, TaxRateForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { taxRateKeys } from './keys';

export interface UpdateTaxRateInput {
  id: number;
  rule: TaxRateForm;
}

/** PUT /admin/tax-rates/{id}: corrects a rule; invoices already issued keep the rate they printed. */
export const updateTaxRate = ({ id, rule }: UpdateTaxRateInput): Promise<TaxRate> =>
  request<TaxRate>(`/admin/tax-rates/${id}`, { method: 'PUT', body: rule });

export const useUpdateTaxRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
};
