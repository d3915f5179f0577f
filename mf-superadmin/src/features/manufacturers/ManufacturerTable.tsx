import { isSubscriptionActive, type Manufacturer } from '@apparel/contracts';
import { type DataColumn, DataTable, type ListSort, RowLinks } from '@apparel/ui';
import { Badge, Text } from '@mantine/core';

/** product.md §4: a subscription reads "Active" or "inactive" (wording as product.md gives it). */
function SubscriptionBadge({ subscription }: { subscription: Manufacturer['subscription'] }) {
  const active = isSubscriptionActive(subscription);
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" tt="none">
      {active ? 'Active' : 'inactive'}
    </Badge>
  );
}

const COLUMNS: DataColumn<Manufacturer>[] = [
  { header: 'Name', cell: (manufacturer) => manufacturer.name, sortBy: 'name' },
  {
    header: 'Description',
    cell: (manufacturer) => (
      <Text size="sm" lineClamp={2}>
        {manufacturer.description}
      </Text>
    ),
  },
  { header: 'State', cell: (manufacturer) => manufacturer.state, sortBy: 'state' },
  {
    header: 'Subscription',
    cell: (manufacturer) => <SubscriptionBadge subscription={manufacturer.subscription} />,
  },
  {
    header: 'Actions',
    cell: ({ id, name }) => (
      <RowLinks
        record={name}
        links={{
          View: `/manufacturers/${id}/view`,
          Edit: `/manufacturers/${id}/edit`,
          Subscription: `/manufacturers/${id}/subscription`,
        }}
      />
    ),
  },
];

interface ManufacturerTableProps {
  manufacturers: Manufacturer[];
  total: number;
  sort: ListSort;
  onSort: (sortBy: string) => void;
}

/** The manufacturers of one page, sortable by name and state, each with its named row links. */
export function ManufacturerTable({ manufacturers, total, sort, onSort }: ManufacturerTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={manufacturers}
      rowKey={(manufacturer) => manufacturer.id}
      minWidth={720}
      sort={sort}
      onSort={onSort}
      summary={`${total} ${total === 1 ? 'manufacturer' : 'manufacturers'}`}
    />
  );
}
