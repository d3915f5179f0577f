import { ApiError, useRetailers } from '@apparel/api-client';
import { EmptyState, ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RetailerTable } from '../features/retailers/RetailerTable';
import { retailersLoadError, TEXT } from '../shared/texts';

/** /retailers/list: the manufacturer's retailers with their link status. */
export default function RetailerListPage() {
  const retailers = useRetailers();
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
      {retailers.isPending ? <Loading /> : null}
      {error ? (
        <ErrorBanner
          message={retailersLoadError(
            error instanceof ApiError ? error.serverMessage : undefined,
            error.message,
          )}
        />
      ) : null}
      {retailers.data?.length === 0 ? <EmptyState message={TEXT.noRetailers} /> : null}
      {retailers.data && retailers.data.length > 0 ? <RetailerTable links={retailers.data} /> : null}
    </>
  );
}
