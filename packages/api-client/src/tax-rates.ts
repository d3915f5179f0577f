import { taxRateEndpoints as endpoints, type TaxRateForm } from '@apparel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';

/** Query keys of the super admin's tax rates. */
export const taxRateKeys = {
  all: ['tax-rates'] as const,
  list: () => [...taxRateKeys.all, 'list'] as const,
};

/** Every mutation of the area refreshes every tax-rate query. */
const useTaxRateMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
};

/** Every GST rate rule with the date it applies from. */
export const listTaxRatesQueryOptions = () =>
  queryOptions({ queryKey: taxRateKeys.list(), queryFn: ({ signal }) => call(endpoints.list, { signal }) });

export const useTaxRates = () => useQuery(listTaxRatesQueryOptions());

/** A new rule (HSN prefix, effective from, per-piece band, rate). */
export const useCreateTaxRate = () =>
  useTaxRateMutation((rule: TaxRateForm) => call(endpoints.create, { body: rule }));

export interface UpdateTaxRateInput {
  id: number;
  rule: TaxRateForm;
}

/** Corrects a rule; invoices already issued keep the rate they printed. */
export const useUpdateTaxRate = () =>
  useTaxRateMutation(({ id, rule }: UpdateTaxRateInput) =>
    call(endpoints.update, { params: { id }, body: rule }),
  );

/** Deletes a rule no issued document used (409 otherwise: such a rule is closed by its valid-to date). */
export const useDeleteTaxRate = () =>
  useTaxRateMutation((id: number) => call(endpoints.remove, { params: { id } }));
