import type { ProductImportList } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';

/** While an import is RUNNING its row is read again this often, until it ends. */
const RUNNING_REFRESH_MS = 5000;

/** GET /products/imports: my latest 10 CSV imports (state and counts), newest first. */
export const listProductImports = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<ProductImportList>('/products/imports', { signal });

export const listProductImportsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.imports(), queryFn: ({ signal }) => listProductImports({ signal }) });

export const useProductImports = () =>
  useQuery({
    ...listProductImportsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'RUNNING') ? RUNNING_REFRESH_MS : false,
  });
