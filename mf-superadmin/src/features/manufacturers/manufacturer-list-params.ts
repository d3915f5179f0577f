import { MANUFACTURER_SORT_FIELDS } from '@apparel/contracts';
import { useListParams } from '@apparel/ui';

/** The list's page, Name and State filters and sort, kept in the URL (newest first unless sorted). */
export const useManufacturerListParams = () =>
  useListParams({
    filters: ['name', 'state'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
    sortFields: MANUFACTURER_SORT_FIELDS,
  });

export interface ManufacturerFilterValues {
  name: string;
  state: string;
}
