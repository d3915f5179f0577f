import {
  useCategoryPage,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@apparel/api-client';
import { CATEGORY_SORT_FIELDS, type Category, categoryFormSchema } from '@apparel/contracts';
import type { DataColumn } from '@apparel/ui';
import { Text } from '@mantine/core';
import { CrudPage } from '../shared/CrudPage';
import { TEXT } from '../shared/texts';
import { useCrudList } from '../shared/use-crud-list';

const columns: DataColumn<Category>[] = [
  { header: 'Name', cell: (category) => category.name, sortBy: 'name' },
  {
    header: 'Description',
    cell: (category) => (
      <Text size="sm" lineClamp={2}>
        {category.description || '-'}
      </Text>
    ),
    sortBy: 'description',
  },
  { header: 'Subcategories', cell: (category) => category.subcategoryCount, sortBy: 'subcategoryCount' },
  // After SPEC's three columns (issue 19): the HSN code invoices use for the category's products.
  { header: 'Default HSN', cell: (category) => category.defaultHsn ?? '-' },
];

const failures = {
  load: TEXT.categoryError,
  create: TEXT.categoryError,
  update: TEXT.categoryError,
  delete: TEXT.categoryError,
};

/** /attributes/categories: list, add/edit modal, delete. Failures show the server's `error` or "Error" (product.md §8). */
export default function CategoriesPage() {
  const { state, query } = useCrudList(CATEGORY_SORT_FIELDS);
  const categories = useCategoryPage(query);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();

  return (
    <CrudPage
      title="Categories"
      label="Category"
      addButton="Add Category"
      list={{
        rows: categories.data?.categories,
        total: categories.data?.total ?? 0,
        pageSize: categories.data?.pageSize ?? 1,
        isPending: categories.isPending,
        error: categories.error,
      }}
      state={state}
      columns={columns}
      emptyMessage="No categories found."
      deleteConfirm={TEXT.deleteCategoryConfirm}
      failures={failures}
      schema={categoryFormSchema}
      withDefaultHsn
      save={({ name, description, defaultHsn }, editing) => {
        // SPEC's body stays {name, description} until a default HSN is given or cleared.
        const hsn = defaultHsn || editing?.defaultHsn ? { defaultHsn } : {};
        return editing
          ? update.mutateAsync({ id: editing.id, category: { name, description, ...hsn } })
          : create.mutateAsync({ name, description, ...hsn });
      }}
      saving={create.isPending || update.isPending}
      remove={(category) => remove.mutateAsync(category.id)}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
    />
  );
}
