import type { AttributeItem } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable } from '@apparel/ui';
import { Badge, Button, Group, Text } from '@mantine/core';
import { TEXT } from '../../shared/texts';

interface AttributeTableProps {
  items: AttributeItem[];
  onEdit: (item: AttributeItem) => void;
  onDelete: (item: AttributeItem) => void;
  /** The id being deleted, whose Delete button waits. */
  deletingId: number | null;
}

/** One attribute type's items: Name, Description, an Active or Disabled badge, Edit and Delete. */
export function AttributeTable({ items, onEdit, onDelete, deletingId }: AttributeTableProps) {
  const columns: DataColumn<AttributeItem>[] = [
    { header: 'Name', cell: (item) => item.name },
    {
      header: 'Description',
      cell: (item) => (
        <Text size="sm" lineClamp={2}>
          {item.description || '-'}
        </Text>
      ),
    },
    {
      header: 'Status',
      cell: (item) => (
        <Badge color={item.isActive ? 'green' : 'gray'} variant="light" tt="none">
          {item.isActive ? 'Active' : 'Disabled'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            confirm={TEXT.deleteItemConfirm}
            confirmLabel="Delete"
            loading={deletingId === item.id}
            disabled={deletingId !== null}
            aria-label={`Delete ${item.name}`}
            onConfirm={() => onDelete(item)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} minWidth={560} />;
}
