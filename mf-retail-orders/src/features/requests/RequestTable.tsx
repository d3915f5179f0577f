import type { LinkDecision, RetailerLink } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable } from '@apparel/ui';
import { Group } from '@mantine/core';
import { orDash, TEXT } from '../../shared/texts';

interface RequestTableProps {
  requests: RetailerLink[];
  /** The request being decided, whose buttons wait. */
  busyId?: number;
  onDecide: (id: number, status: LinkDecision['status']) => void;
}

/** "Retailers Request Received": Accept and Reject per row, each confirmed (SPEC 2). */
export function RequestTable({ requests, busyId, onDecide }: RequestTableProps) {
  const columns: DataColumn<RetailerLink>[] = [
    { header: 'Name', cell: (l) => orDash(l.retailer.name) },
    { header: 'Mobile', cell: (l) => orDash(l.retailer.user.mobile) },
    { header: 'Email', cell: (l) => orDash(l.retailer.user.email) },
    { header: 'City', cell: (l) => orDash(l.retailer.city) },
    { header: 'State', cell: (l) => orDash(l.retailer.state) },
    { header: 'Type', cell: (l) => orDash(l.retailer.type) },
    { header: 'Contact Person', cell: (l) => orDash(l.retailer.contactPerson) },
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
  return <DataTable columns={columns} rows={requests} rowKey={(l) => l.id} minWidth={900} />;
}
