import { useCategories } from '@apparel/api-client';
import { LOW_STOCK_THRESHOLD, PRODUCT_STATUSES } from '@apparel/contracts';
import { FilterSelect } from '@apparel/ui';
import { Switch } from '@mantine/core';

export interface ProductFilterValues {
  categoryId: string;
  status: string;
  lowStock: string;
}

interface ProductFiltersProps {
  applied: ProductFilterValues;
  onApply: (values: Partial<ProductFilterValues>) => void;
}

/** The category filter: the categories' answer re-renders this select alone. */
function CategoryFilter({ value, onChange }: { value: string; onChange: (categoryId: string) => void }) {
  const categories = useCategories();
  return (
    <FilterSelect
      label="Category"
      options={(categories.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.name,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Category, status and "Low stock" (LOW_STOCK_THRESHOLD or fewer left), applied as they change. */
export function ProductFilters({ applied, onApply }: ProductFiltersProps) {
  return (
    <>
      <CategoryFilter value={applied.categoryId} onChange={(categoryId) => onApply({ categoryId })} />
      <FilterSelect
        label="Status"
        options={PRODUCT_STATUSES}
        value={applied.status}
        onChange={(status) => onApply({ status })}
      />
      <Switch
        label={`Low stock (${LOW_STOCK_THRESHOLD} or fewer)`}
        checked={applied.lowStock === 'true'}
        onChange={(event) => onApply({ lowStock: event.currentTarget.checked ? 'true' : '' })}
        mb={8}
      />
    </>
  );
}
