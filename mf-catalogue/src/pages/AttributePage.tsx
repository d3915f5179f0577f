import {
  useAttributeItems,
  useCreateAttributeItem,
  useDeleteAttributeItem,
  useUpdateAttributeItem,
} from '@apparel/api-client';
import {
  ATTRIBUTE_SORT_FIELDS,
  type AttributeItem,
  type AttributeType,
  attributeItemFormSchema,
  attributeTypeLabel,
} from '@apparel/contracts';
import type { DataColumn } from '@apparel/ui';
import { Badge, Text } from '@mantine/core';
import { CrudPage } from '../shared/CrudPage';
import { TEXT } from '../shared/texts';
import { useCrudList } from '../shared/use-crud-list';

const columns: DataColumn<AttributeItem>[] = [
  { header: 'Name', cell: (item) => item.name, sortBy: 'name' },
  {
    header: 'Description',
    cell: (item) => (
      <Text size="sm" lineClamp={2}>
        {item.description || '-'}
      </Text>
    ),
    sortBy: 'description',
  },
  {
    header: 'Status',
    cell: (item) => (
      <Badge color={item.isActive ? 'green' : 'gray'} variant="light" tt="none">
        {item.isActive ? 'Active' : 'Disabled'}
      </Badge>
    ),
    sortBy: 'isActive',
  },
];

/** /attributes/{colors|sizes|...}: one screen shared by the seven attribute types (product.md §2). */
export default function AttributePage({ type }: { type: AttributeType }) {
  const label = attributeTypeLabel(type);
  const { state, query } = useCrudList(ATTRIBUTE_SORT_FIELDS);
  const items = useAttributeItems(type, query);
  const create = useCreateAttributeItem();
  const update = useUpdateAttributeItem();
  const remove = useDeleteAttributeItem();

  return (
    <CrudPage
      title={`${label}s`}
      label={label}
      addButton={`+ Add ${label}`}
      list={{
        rows: items.data?.items,
        total: items.data?.total ?? 0,
        pageSize: items.data?.pageSize ?? 1,
        isPending: items.isPending,
        error: items.error,
      }}
      state={state}
      columns={columns}
      emptyMessage={`No ${type} found.`}
      deleteConfirm={TEXT.deleteItemConfirm}
      failures={{
        create: TEXT.createFailed,
        update: TEXT.updateFailed,
        delete: TEXT.deleteFailed,
      }}
      schema={attributeItemFormSchema}
      withActive
      save={(item, editing) =>
        editing ? update.mutateAsync({ type, id: editing.id, item }) : create.mutateAsync({ type, item })
      }
      saving={create.isPending || update.isPending}
      remove={(item) => remove.mutateAsync({ type, id: item.id })}
      deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
    />
  );
}
