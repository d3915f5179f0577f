import { ApiError, useRetailerPage } from '@apparel/api-client';
import { LINK_STATUSES, RETAILER_SORT_FIELDS } from '@apparel/contracts';
import {
  EmptyState,
  ErrorBanner,
  FilterSelect,
  ListPager,
  ListSearch,
  Loading,
  PageHeader,
  pageCount,
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
  const error = retailers.error;
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
        key={filters.q}
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
      {retailers.isPending ? <Loading /> : null}
      {error ? (
        <ErrorBanner
          message={retailersLoadError(
            error instanceof ApiError ? error.serverMessage : undefined,
            error.message,
          )}
        />
      ) : null}
      {result?.retailers.length === 0 ? <EmptyState message={TEXT.noRetailers} /> : null}
      {result?.retailers.length ? (
        <RetailerTable links={result.retailers} total={result.total} sort={sort} onSort={toggleSort} />
      ) : null}
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
