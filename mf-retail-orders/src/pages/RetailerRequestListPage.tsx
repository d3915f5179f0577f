import { errorMessage, useDecideRetailerRequest, useRetailerRequests } from '@apparel/api-client';
import type { LinkDecision } from '@apparel/contracts';
import { notifyError, notifySuccess, PageHeader, QueryState } from '@apparel/ui';
import { RequestTable } from '../features/requests/RequestTable';

const DECIDED: Record<LinkDecision['status'], string> = {
  ACCEPTED: 'Request accepted',
  REJECTED: 'Request rejected',
};

/** /retailers-req/list: pending link requests from retailers. */
export default function RetailerRequestListPage() {
  const requests = useRetailerRequests();
  const decide = useDecideRetailerRequest();
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
      <QueryState
        query={requests}
        failure={(error) => `Error: ${errorMessage(error)}`}
        empty={{ when: (data) => data.length === 0, message: 'No requests found.' }}
      >
        {(data) => (
          <RequestTable
            requests={data}
            busyId={decide.isPending ? decide.variables?.id : undefined}
            onDecide={onDecide}
          />
        )}
      </QueryState>
    </>
  );
}
