import { errorMessage, usePriceLists } from '@apparel/api-client';
import type { PriceListSummary } from '@apparel/contracts';
import { type DataColumn, DataTable, formatValidity, QueryState } from '@apparel/ui';
import { Anchor, Paper, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Most lists shown here; a retailer with more is read on /price-lists. */
const SHOWN_LISTS = 50;

/**
 * The price lists that apply to the retailer (product.md §15): its own, which answer first, and its
 * type's, each with its validity.
 */
export function RetailerPriceLists({ retailerId }: { retailerId: number }) {
  const lists = usePriceLists({ retailerId, pageSize: SHOWN_LISTS });
  const columns: DataColumn<PriceListSummary>[] = [
    {
      header: 'Name',
      cell: (list) => (
        <Anchor component={Link} to={`/price-lists/${list.id}`}>
          {list.name}
        </Anchor>
      ),
    },
    {
      header: 'Applies as',
      cell: (list) =>
        list.retailerIds.includes(retailerId) ? 'This retailer' : `Type: ${list.retailerTypes.join(', ')}`,
    },
    { header: 'Percent off', cell: (list) => (list.percentOff === null ? '-' : `${list.percentOff} %`) },
    { header: 'Valid', cell: (list) => formatValidity(list) },
  ];
  return (
    <Paper withBorder p="md" maw={860} mt="md">
      <Title order={2} size="h4" mb="sm">
        Price lists
      </Title>
      <QueryState
        query={lists}
        failure={(error) => errorMessage(error)}
        empty={{
          when: (data) => data.priceLists.length === 0,
          message: 'No price list applies to this retailer.',
        }}
      >
        {(data) => (
          <DataTable columns={columns} rows={data.priceLists} rowKey={(list) => list.id} minWidth={560} />
        )}
      </QueryState>
    </Paper>
  );
}
