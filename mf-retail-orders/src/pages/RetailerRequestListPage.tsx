import { errorMessage, useDecideRetailerRequest, useRetailerRequests } from '@apparel/api-client';
import { type LinkDecision, RETAILER_REQUEST_SORT_FIELDS } from '@apparel/contracts';
import {
  ListPager,
  ListSearch,
  notifyError,
  notifySuccess,
  PageHeader,
  pageCount,
  QueryState,
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
        label="Search requests"
        placeholder="Name, mobile, email, city or contact"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      <QueryState
        query={requests}
        failure={(error) => `Error: ${errorMessage(error)}`}
        empty={{ when: (data) => data.requests.length === 0, message: 'No requests found.' }}
      >
        {(data) => (
          <RequestTable
            requests={data.requests}
            total={data.total}
            sort={sort}
            onSort={toggleSort}
            busyId={decide.isPending ? decide.variables?.id : undefined}
            onDecide={onDecide}
          />
        )}
      </QueryState>
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
