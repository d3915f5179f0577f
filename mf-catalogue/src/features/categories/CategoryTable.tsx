import type { Category } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { TEXT } from '../../shared/texts';

interface CategoryTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  deletingId: number | null;
}

/** Categories: name, description, sub-category count, Edit and Delete. */
export function CategoryTable({ categories, onEdit, onDelete, deletingId }: CategoryTableProps) {
  const columns: DataColumn<Category>[] = [
    { header: 'Name', cell: (category) => category.name },
    {
      header: 'Description',
      cell: (category) => (
        <Text size="sm" lineClamp={2}>
          {category.description || '-'}
        </Text>
      ),
    },
    { header: 'Subcategories', cell: (category) => category.subcategoryCount },
    {
      header: 'Actions',
      cell: (category) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => onEdit(category)}
            aria-label={`Edit ${category.name}`}
          >
            Edit
          </Button>
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            confirm={TEXT.deleteCategoryConfirm}
            confirmLabel="Delete"
            loading={deletingId === category.id}
            disabled={deletingId !== null}
            aria-label={`Delete ${category.name}`}
            onConfirm={() => onDelete(category)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rows={categories} rowKey={(category) => category.id} minWidth={560} />;
}
