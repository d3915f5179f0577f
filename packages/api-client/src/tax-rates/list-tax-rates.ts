import type { TaxRateList } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { taxRateKeys } from './keys';

/** GET /admin/tax-rates: every GST rate rule with the date it applies from. */
export const listTaxRates = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<TaxRateList>('/admin/tax-rates', { signal });

export const listTaxRatesQueryOptions = () =>
  queryOptions({ queryKey: taxRateKeys.list(), queryFn: ({ signal }) => listTaxRates({ signal }) });

export const useTaxRates = () => useQuery(listTaxRatesQueryOptions());
