import { errorMessage, useDecideRetailerRequest, useRetailerRequests } from '@apparel/api-client';
import { type LinkDecision, RETAILER_REQUEST_SORT_FIELDS } from '@apparel/contracts';
import {
  EmptyState,
  ErrorBanner,
  ListPager,
  ListSearch,
  Loading,
  notifyError,
  notifySuccess,
  PageHeader,
  pageCount,
  useListParams,
} from '@apparel/ui';
import { RequestTable } from '../features/requests/RequestTable';

const DECIDED: Record<LinkDecision['status'], string> = {
  ACCEPTED: 'Request accepted',
  REJECTED: 'Request rejected',
};

/** /retailers-req/list: pending link requests from retailers, oldest first, searched, sorted and paged. */
export default function RetailerRequestListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q'] as const,
    defaultSort: { by: 'createdAt', order: 'asc' },
    sortFields: RETAILER_REQUEST_SORT_FIELDS,
  });
  const requests = useRetailerRequests({ page, q: filters.q || undefined, ...apiSort });
  const decide = useDecideRetailerRequest();
  const result = requests.data;
  const onDecide = (id: number, status: LinkDecision['status']) =>
    decide.mutate(
      { id, status },
      {
        onSuccess: () => notifySuccess(DECIDED[status]),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  return (
    <>
      <PageHeader title="Retailers Request Received" />
      <ListSearch
        key={filters.q}
        label="Search requests"
        placeholder="Name, mobile, email, city or contact"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      {requests.isPending ? <Loading /> : null}
      {requests.isError ? <ErrorBanner message={`Error: ${errorMessage(requests.error)}`} /> : null}
      {result?.requests.length === 0 ? <EmptyState message="No requests found." /> : null}
      {result?.requests.length ? (
        <RequestTable
          requests={result.requests}
          total={result.total}
          sort={sort}
          onSort={toggleSort}
          busyId={decide.isPending ? decide.variables?.id : undefined}
          onDecide={onDecide}
        />
      ) : null}
      {result?.total ? (
        <ListPager
          label="Request pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
