import { ApiError, useRetailers } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RetailerTable } from '../features/retailers/RetailerTable';
import { retailersLoadError, TEXT } from '../shared/texts';

/** /retailers/list: the manufacturer's retailers with their link status. */
export default function RetailerListPage() {
  const retailers = useRetailers();
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
      <QueryState
        query={retailers}
        failure={(error) =>
          retailersLoadError(
            error instanceof ApiError ? error.serverMessage : undefined,
            (error as Error).message,
          )
        }
        empty={{ when: (data) => data.length === 0, message: TEXT.noRetailers }}
      >
        {(data) => <RetailerTable links={data} />}
      </QueryState>
    </>
  );
}
