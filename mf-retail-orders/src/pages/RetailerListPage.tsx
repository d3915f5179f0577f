import { ApiError, useRetailerPage } from '@apparel/api-client';
import { LINK_STATUSES, RETAILER_SORT_FIELDS } from '@apparel/contracts';
import {
  FilterSelect,
  ListPager,
  ListSearch,
  PageHeader,
  pageCount,
  QueryState,
  useListParams,
} from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RetailerTable } from '../features/retailers/RetailerTable';
import { retailersLoadError, TEXT } from '../shared/texts';

const statusOf = (value: string) => LINK_STATUSES.find((status) => status === value);

/** /retailers/list: the manufacturer's retailers with their link status, searched, filtered, sorted, paged. */
export default function RetailerListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q', 'status'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
    sortFields: RETAILER_SORT_FIELDS,
  });
  const retailers = useRetailerPage({
    page,
    q: filters.q || undefined,
    status: statusOf(filters.status),
    ...apiSort,
  });
  const result = retailers.data;
  return (
    <>
      <PageHeader
        title="Retailers"
        actions={
          <>
            <Button component={Link} to="/retailers/new">
              Add Retailer
            </Button>
            <Button variant="default" onClick={() => retailers.refetch()} loading={retailers.isFetching}>
              Refresh
            </Button>
          </>
        }
      />
      <ListSearch
        label="Search retailers"
        placeholder="Name, mobile, email, city or contact"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      >
        <FilterSelect
          label="Status"
          options={LINK_STATUSES}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </ListSearch>
      <QueryState
        query={retailers}
        failure={(error) =>
          retailersLoadError(
            error instanceof ApiError ? error.serverMessage : undefined,
            (error as Error).message,
          )
        }
        empty={{ when: (data) => data.retailers.length === 0, message: TEXT.noRetailers }}
      >
        {(data) => (
          <RetailerTable links={data.retailers} total={data.total} sort={sort} onSort={toggleSort} />
        )}
      </QueryState>
      {result?.total ? (
        <ListPager
          label="Retailer pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
