import type { ProductListQuery } from '@apparel/contracts';
import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

export type ProductExportFilters = Omit<ProductListQuery, 'page' | 'pageSize'>;

/** GET /products/export: the products matching the list's filters as a CSV the import takes back. */
export const exportProducts = (filters: ProductExportFilters = {}) =>
  download('/products/export', 'products.csv', { query: { ...filters } });

/** Exports and hands the file to the browser. */
export const useExportProducts = () =>
  useMutation({
    mutationFn: async (filters: ProductExportFilters = {}) =>
      saveDownloadedFile(await exportProducts(filters)),
  });
