import { errorMessage, useDeletePriceList, usePriceLists } from '@apparel/api-client';
import { PRICE_LIST_MSG } from '@apparel/contracts';
import {
  ListPager,
  ListSearch,
  notifyError,
  notifySuccess,
  PageHeader,
  QueryState,
  useListParams,
} from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PriceListTable } from '../features/price-lists/PriceListTable';
import { PRICE_LIST_TEXT } from '../features/price-lists/price-list-texts';
import { errorLine } from '../shared/texts';

/** /price-lists: the manufacturer's lists, newest first, searched by name and paged on the server. */
export default function PriceListListPage() {
  const { page, filters, setPage, setFilters } = useListParams({
    filters: ['q'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  const lists = usePriceLists({ page, q: filters.q || undefined });
  const remove = useDeletePriceList();
  return (
    <>
      <PageHeader
        title={PRICE_LIST_TEXT.title}
        actions={
          <Button component={Link} to="/price-lists/new">
            {PRICE_LIST_TEXT.addList}
          </Button>
        }
      />
      <ListSearch
        label="Search price lists"
        placeholder="Name"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      <QueryState
        query={lists}
        failure={(error) => errorLine(errorMessage(error))}
        empty={{ when: (data) => data.priceLists.length === 0, message: PRICE_LIST_TEXT.empty }}
      >
        {(data) => (
          <PriceListTable
            lists={data.priceLists}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
            onDelete={(list) =>
              remove.mutate(list.id, {
                onSuccess: () => notifySuccess(PRICE_LIST_MSG.deleted),
                onError: (error) => notifyError(errorMessage(error)),
              })
            }
          />
        )}
      </QueryState>
      {lists.data && (page > 1 || lists.data.hasNext) ? (
        <ListPager label="Price list pages" page={page} hasNext={lists.data.hasNext} onChange={setPage} />
      ) : null}
    </>
  );
}
