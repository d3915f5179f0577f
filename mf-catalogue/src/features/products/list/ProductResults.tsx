import { errorMessage, useDeleteProduct, useProducts } from '@apparel/api-client';
import { PRODUCT_PAGE_SIZE, type ProductListQuery } from '@apparel/contracts';
import { ListPager, type ListSort, notifyError, pageCount, QueryState } from '@apparel/ui';
import { errorLine } from '../../../shared/texts';
import { ProductTable } from './ProductTable';

interface ProductResultsProps {
  page: number;
  /** The applied search, filters and sort, as the API takes them. */
  listed: Omit<ProductListQuery, 'page' | 'pageSize'>;
  sort: ListSort;
  onSort: (sortBy: string) => void;
  onPage: (page: number) => void;
}

/**
 * The listed products and their pager: the one part of /products the list's answer changes. The query
 * lives here, not in the page, so an answer (an urgent update, rendered in one task) re-renders this
 * part alone and not the page's header, import panel and filters (issue 20, phones).
 */
export function ProductResults({ page, listed, sort, onSort, onPage }: ProductResultsProps) {
  const products = useProducts({ page, pageSize: PRODUCT_PAGE_SIZE, ...listed });
  const remove = useDeleteProduct();
  const result = products.data;
  return (
    <>
      <QueryState
        query={products}
        failure={(error) => errorLine(errorMessage(error))}
        empty={{ when: (data) => data.products.length === 0, message: 'No products found.' }}
      >
        {(data) => (
          <ProductTable
            products={data.products}
            sort={sort}
            onSort={onSort}
            onDelete={(product) =>
              remove.mutate(product.id, { onError: (error) => notifyError(errorMessage(error)) })
            }
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </QueryState>
      {result?.total ? (
        <ListPager
          label="Product pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          total={{ count: result.total, noun: 'products' }}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
