import { PRODUCT_SORT_FIELDS, PRODUCT_STATUSES } from '@apparel/contracts';
import { ListSearch, PageHeader, useListParams } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LastImports } from '../features/products/import/LastImports';
import { ProductImportPanel } from '../features/products/import/ProductImportPanel';
import { CsvFileButtons } from '../features/products/list/CsvFileButtons';
import { ProductFilters } from '../features/products/list/ProductFilters';
import { ProductResults } from '../features/products/list/ProductResults';
import { TEXT } from '../shared/texts';

const statusOf = (value: string) => PRODUCT_STATUSES.find((status) => status === value);

/** /products: Add Product, the CSV import, template and export, search, filters, sort and the paged table. */
export default function ProductListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q', 'categoryId', 'status', 'lowStock'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
    sortFields: PRODUCT_SORT_FIELDS,
  });
  const listed = {
    q: filters.q || undefined,
    categoryId: Number(filters.categoryId) || undefined,
    status: statusOf(filters.status),
    lowStock: filters.lowStock === 'true' || undefined,
    ...apiSort,
  };

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <CsvFileButtons filters={listed} />
            <Button component={Link} to="/products/new">
              {TEXT.addProduct}
            </Button>
          </>
        }
      />
      <ProductImportPanel />
      <LastImports />
      <ListSearch
        label="Search products"
        placeholder="Name or SKU"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      >
        <ProductFilters applied={filters} onApply={setFilters} />
      </ListSearch>
      <ProductResults page={page} listed={listed} sort={sort} onSort={toggleSort} onPage={setPage} />
    </>
  );
}
