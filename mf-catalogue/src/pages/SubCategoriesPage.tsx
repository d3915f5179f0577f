import {
  errorMessage,
  useCategories,
  useCreateSubcategory,
  useDeleteSubcategory,
  useSubcategoryPage,
  useUpdateSubcategory,
} from '@apparel/api-client';
import { categoryFormSchema, SUBCATEGORY_SORT_FIELDS, type Subcategory } from '@apparel/contracts';
import { type DataColumn, ErrorBanner, Select } from '@apparel/ui';
import { Text } from '@mantine/core';
import { CrudPage } from '../shared/CrudPage';
import { TEXT } from '../shared/texts';
import { useCrudList } from '../shared/use-crud-list';

const columns: DataColumn<Subcategory>[] = [
  { header: 'Name', cell: (subcategory) => subcategory.name, sortBy: 'name' },
  {
    header: 'Description',
    cell: (subcategory) => (
      <Text size="sm" lineClamp={2}>
        {subcategory.description || '-'}
      </Text>
    ),
    sortBy: 'description',
  },
];

const failures = {
  load: TEXT.categoryError,
  create: TEXT.categoryError,
  update: TEXT.categoryError,
  delete: TEXT.categoryError,
};

/** /attributes/sub-categories: "Select Category" (kept in the URL), then that category's sub-categories (product.md §2). */
export default function SubCategoriesPage() {
  const { state, query, filters, setFilters } = useCrudList(SUBCATEGORY_SORT_FIELDS, ['category'] as const);
  const categories = useCategories();
  const categoryId = Number(filters.category) || null;
  const subcategories = useSubcategoryPage(categoryId, query);
  const create = useCreateSubcategory();
  const update = useUpdateSubcategory();
  const remove = useDeleteSubcategory();

  const categorySelect = (
    <>
      {categories.isError ? (
        <ErrorBanner message={errorMessage(categories.error, TEXT.categoryError)} />
      ) : null}
      <Select
        label={TEXT.selectCategory}
        placeholder={TEXT.selectCategory}
        data={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        value={categoryId ? String(categoryId) : null}
        // A new category starts its list afresh: no search, first page.
        onChange={(value) => setFilters({ category: value ?? '', q: '' })}
        searchable
        nothingFoundMessage="No categories found."
        className="list-search"
        mb="md"
      />
    </>
  );

  return (
    <CrudPage
      title="Sub Categories"
      label="Sub Category"
      addButton="Add Sub Category"
      before={categorySelect}
      ready={!!categoryId}
      list={{
        rows: subcategories.data?.subcategories,
        total: subcategories.data?.total ?? 0,
        pageSize: subcategories.data?.pageSize ?? 1,
        isPending: subcategories.isPending,
        error: subcategories.error,
      }}
      state={state}
      columns={columns}
      emptyMessage="No subcategories found."
      deleteConfirm={TEXT.deleteSubcategoryConfirm}
      failures={failures}
      schema={categoryFormSchema}
      save={({ name, description }, editing) => {
        const subcategory = { categoryId: categoryId ?? 0, name, description };
        return editing
          ? update.mutateAsync({ id: editing.id, subcategory })
          : create.mutateAsync(subcategory);
      }}
      saving={create.isPending || update.isPending}
      remove={(subcategory) => remove.mutateAsync(subcategory.id)}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
    />
  );
}
