import {
  errorMessage,
  useCategories,
  useCreateSubcategory,
  useDeleteSubcategory,
  useSubcategories,
  useUpdateSubcategory,
} from '@apparel/api-client';
import { categoryFormSchema, type Subcategory } from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifySuccess, PageHeader } from '@apparel/ui';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { SubcategoryTable } from '../features/categories/SubcategoryTable';
import { NameDescriptionModal, type NameDescriptionValues } from '../shared/NameDescriptionModal';
import { deletedToast, savedToast, TEXT } from '../shared/texts';
import { useItemEditor } from '../shared/use-item-editor';

/** /attributes/sub-categories: "Select Category", then that category's sub-categories (SPEC 2). */
export default function SubCategoriesPage() {
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const subcategories = useSubcategories(categoryId);
  const create = useCreateSubcategory();
  const update = useUpdateSubcategory();
  const remove = useDeleteSubcategory();
  const editor = useItemEditor<Subcategory>();
  const showError = (error: Error) => editor.setError(errorMessage(error, TEXT.categoryError));

  const onSave = ({ name, description }: NameDescriptionValues) => {
    if (!categoryId) return;
    const subcategory = { categoryId, name, description };
    const adding = !editor.item;
    const callbacks = {
      onSuccess: () => {
        editor.close();
        notifySuccess(savedToast('Sub Category', adding));
      },
      onError: showError,
    };
    if (editor.item) update.mutate({ id: editor.item.id, subcategory }, callbacks);
    else create.mutate(subcategory, callbacks);
  };

  return (
    <>
      <PageHeader title="Sub Categories" />
      {editor.opened ? null : <ErrorBanner message={editor.error} onClose={editor.dismissError} />}
      {categories.isError ? (
        <ErrorBanner message={errorMessage(categories.error, TEXT.categoryError)} />
      ) : null}
      <Group align="flex-end" justify="space-between" mb="md">
        <Select
          label={TEXT.selectCategory}
          placeholder={TEXT.selectCategory}
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(value) => setCategoryId(value ? Number(value) : null)}
          searchable
          nothingFoundMessage="No categories found."
          w={{ base: '100%', sm: 320 }}
        />
        {categoryId ? <Button onClick={editor.openNew}>Add Sub Category</Button> : null}
      </Group>
      {categoryId && subcategories.isPending ? <Loading /> : null}
      {subcategories.isError ? (
        <ErrorBanner message={errorMessage(subcategories.error, TEXT.categoryError)} />
      ) : null}
      {categoryId && subcategories.data?.length === 0 ? (
        <EmptyState message="No subcategories found." />
      ) : null}
      {categoryId && subcategories.data?.length ? (
        <SubcategoryTable
          subcategories={subcategories.data}
          onEdit={editor.openEdit}
          onDelete={(subcategory) =>
            remove.mutate(subcategory.id, {
              onSuccess: () => notifySuccess(deletedToast('Sub Category')),
              onError: showError,
            })
          }
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      ) : null}
      <NameDescriptionModal
        title={editor.item ? 'Edit Sub Category' : 'Add Sub Category'}
        opened={editor.opened}
        initial={editor.item}
        schema={categoryFormSchema}
        saving={create.isPending || update.isPending}
        error={editor.error}
        onDismissError={editor.dismissError}
        onClose={editor.close}
        onSave={onSave}
      />
    </>
  );
}
