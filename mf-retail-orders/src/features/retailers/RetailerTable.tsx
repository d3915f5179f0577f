import type { RetailerLink } from '@apparel/contracts';
import { type DataColumn, DataTable } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../shared/StatusBadge';
import { orDash } from '../../shared/texts';

const columns: DataColumn<RetailerLink>[] = [
  { header: 'Name', cell: (l) => orDash(l.retailer.name) },
  { header: 'Mobile', cell: (l) => orDash(l.retailer.user.mobile) },
  { header: 'Email', cell: (l) => orDash(l.retailer.user.email) },
  { header: 'City', cell: (l) => orDash(l.retailer.city) },
  { header: 'State', cell: (l) => orDash(l.retailer.state) },
  { header: 'Type', cell: (l) => orDash(l.retailer.type) },
  { header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
  { header: 'Contact Person', cell: (l) => orDash(l.retailer.contactPerson) },
  {
    header: 'Action',
    cell: (l) => (
      <Button
        component={Link}
        to={`/retailers/${l.retailer.id}`}
        size="xs"
        variant="light"
        aria-label={`View ${l.retailer.name}`}
      >
        View
      </Button>
    ),
  },
];

/** The retailers list (SPEC 2): one row per link record. */
export function RetailerTable({ links }: { links: RetailerLink[] }) {
  return <DataTable columns={columns} rows={links} rowKey={(l) => l.id} minWidth={960} />;
}
