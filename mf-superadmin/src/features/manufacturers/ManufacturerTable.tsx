import { isSubscriptionActive, type Manufacturer } from '@apparel/contracts';
import { type DataColumn, DataTable, RowLinks } from '@apparel/ui';
import { Badge, Text } from '@mantine/core';

/** SPEC 4: a subscription reads "Active" or "inactive" (wording as SPEC gives it). */
function SubscriptionBadge({ subscription }: { subscription: Manufacturer['subscription'] }) {
  const active = isSubscriptionActive(subscription);
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" tt="none">
      {active ? 'Active' : 'inactive'}
    </Badge>
  );
}

const COLUMNS: DataColumn<Manufacturer>[] = [
  { header: 'Name', cell: (manufacturer) => manufacturer.name },
  {
    header: 'Description',
    cell: (manufacturer) => (
      <Text size="sm" lineClamp={2}>
        {manufacturer.description}
      </Text>
    ),
  },
  { header: 'State', cell: (manufacturer) => manufacturer.state },
  {
    header: 'Subscription',
    cell: (manufacturer) => <SubscriptionBadge subscription={manufacturer.subscription} />,
  },
  {
    header: 'Actions',
    cell: ({ id }) => (
      <RowLinks
        links={{
          View: `/manufacturers/${id}/view`,
          Edit: `/manufacturers/${id}/edit`,
          Subscription: `/manufacturers/${id}/subscription`,
        }}
      />
    ),
  },
];

/** The manufacturers of one page, each with its View, Edit and Subscription links. */
export function ManufacturerTable({ manufacturers }: { manufacturers: Manufacturer[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={manufacturers}
      rowKey={(manufacturer) => manufacturer.id}
      minWidth={720}
    />
  );
}
