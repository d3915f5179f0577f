import type { RetailerLink } from '@apparel/contracts';
import { type DataColumn, DataTable, type ListSort } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../shared/StatusBadge';
import { contactPersonColumn, retailerColumns } from './retailer-columns';

const columns: DataColumn<RetailerLink>[] = [
  ...retailerColumns,
  { header: 'Status', cell: (l) => <StatusBadge status={l.status} />, sortBy: 'status' },
  contactPersonColumn,
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

interface RetailerTableProps {
  links: RetailerLink[];
  total: number;
  sort: ListSort;
  onSort: (sortBy: string) => void;
}

/** The retailers list (product.md §2): one row per link record, sortable by its columns. */
export function RetailerTable({ links, total, sort, onSort }: RetailerTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={links}
      rowKey={(l) => l.id}
      minWidth={960}
      sort={sort}
      onSort={onSort}
      summary={`${total} ${total === 1 ? 'retailer' : 'retailers'}`}
    />
  );
}
