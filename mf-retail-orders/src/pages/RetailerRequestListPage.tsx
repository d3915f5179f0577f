import { errorMessage, useDecideRetailerRequest, useRetailerRequests } from '@apparel/api-client';
import type { LinkDecision } from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
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
      {requests.isPending ? <Loading /> : null}
      {requests.isError ? <ErrorBanner message={`Error: ${errorMessage(requests.error)}`} /> : null}
      {requests.data?.length === 0 ? <EmptyState message="No requests found." /> : null}
      {requests.data && requests.data.length > 0 ? (
        <RequestTable
          requests={requests.data}
          busyId={decide.isPending ? decide.variables?.id : undefined}
          onDecide={onDecide}
        />
      ) : null}
    </>
  );
}
