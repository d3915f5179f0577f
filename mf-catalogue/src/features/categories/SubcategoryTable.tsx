import type { Subcategory } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { TEXT } from '../../shared/texts';

interface SubcategoryTableProps {
  subcategories: Subcategory[];
  onEdit: (subcategory: Subcategory) => void;
  onDelete: (subcategory: Subcategory) => void;
  deletingId: number | null;
}

/** The chosen category's sub-categories: name, description, Edit and Delete. */
export function SubcategoryTable({ subcategories, onEdit, onDelete, deletingId }: SubcategoryTableProps) {
  const columns: DataColumn<Subcategory>[] = [
    { header: 'Name', cell: (subcategory) => subcategory.name },
    {
      header: 'Description',
      cell: (subcategory) => (
        <Text size="sm" lineClamp={2}>
          {subcategory.description || '-'}
        </Text>
      ),
    },
    {
      header: 'Actions',
      cell: (subcategory) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => onEdit(subcategory)}
            aria-label={`Edit ${subcategory.name}`}
          >
            Edit
          </Button>
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            confirm={TEXT.deleteSubcategoryConfirm}
            confirmLabel="Delete"
            loading={deletingId === subcategory.id}
            disabled={deletingId !== null}
            aria-label={`Delete ${subcategory.name}`}
            onConfirm={() => onDelete(subcategory)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={subcategories}
      rowKey={(subcategory) => subcategory.id}
      minWidth={480}
    />
  );
}
