import type { LinkDecision, RetailerLink } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable, type ListSort } from '@apparel/ui';
import { Group } from '@mantine/core';
import { TEXT } from '../../shared/texts';
import { contactPersonColumn, retailerColumns } from '../retailers/retailer-columns';

interface RequestTableProps {
  requests: RetailerLink[];
  total: number;
  sort: ListSort;
  onSort: (sortBy: string) => void;
  /** The request being decided, whose buttons wait. */
  busyId?: number;
  onDecide: (id: number, status: LinkDecision['status']) => void;
}

/** "Retailers Request Received": Accept and Reject per row, each confirmed (product.md §2); sortable columns. */
export function RequestTable({ requests, total, sort, onSort, busyId, onDecide }: RequestTableProps) {
  const columns: DataColumn<RetailerLink>[] = [
    ...retailerColumns,
    contactPersonColumn,
    {
      header: 'Action',
      cell: (l) => (
        <Group gap="xs" wrap="nowrap">
          <ConfirmButton
            size="xs"
            color="green"
            confirm={TEXT.acceptRequest}
            confirmLabel="Accept"
            loading={busyId === l.id}
            aria-label={`Accept ${l.retailer.name}`}
            onConfirm={() => onDecide(l.id, 'ACCEPTED')}
          >
            Accept
          </ConfirmButton>
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            confirm={TEXT.rejectRequest}
            confirmLabel="Reject"
            loading={busyId === l.id}
            aria-label={`Reject ${l.retailer.name}`}
            onConfirm={() => onDecide(l.id, 'REJECTED')}
          >
            Reject
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={requests}
      rowKey={(l) => l.id}
      minWidth={900}
      sort={sort}
      onSort={onSort}
      summary={`${total} ${total === 1 ? 'request' : 'requests'}`}
    />
  );
}
