import { errorMessage, useDeleteProduct, useProducts } from '@apparel/api-client';
import { PRODUCT_PAGE_SIZE } from '@apparel/contracts';
import { notifyError, PageHeader, QueryState } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LastImports } from '../features/products/import/LastImports';
import { ProductImportPanel } from '../features/products/import/ProductImportPanel';
import { CsvFileButtons } from '../features/products/list/CsvFileButtons';
import { ProductPager } from '../features/products/list/ProductPager';
import { ProductSearch } from '../features/products/list/ProductSearch';
import { ProductTable } from '../features/products/list/ProductTable';
import { useProductListParams } from '../features/products/list/use-product-list-params';
import { errorLine, TEXT } from '../shared/texts';

/** /products: Add Product, the CSV import and its last runs, template and export, search, and the paged table. */
export default function ProductListPage() {
  const { page, q, setPage, setSearch } = useProductListParams();
  const products = useProducts({ page, pageSize: PRODUCT_PAGE_SIZE, q: q || undefined });
  const remove = useDeleteProduct();
  const result = products.data;
  const totalPages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <CsvFileButtons q={q} />
            <Button component={Link} to="/products/new">
              {TEXT.addProduct}
            </Button>
          </>
        }
      />
      <ProductImportPanel />
      <LastImports />
      <ProductSearch key={q} applied={q} onApply={setSearch} />
      <QueryState
        query={products}
        failure={(error) => errorLine(errorMessage(error))}
        empty={{ when: (data) => data.products.length === 0, message: 'No products found.' }}
      >
        {(data) => (
          <ProductTable
            products={data.products}
            onDelete={(product) =>
              remove.mutate(product.id, { onError: (error) => notifyError(errorMessage(error)) })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </QueryState>
      {result?.total ? (
        <ProductPager page={page} totalPages={totalPages} total={result.total} onChange={setPage} />
      ) : null}
    </>
  );
}
