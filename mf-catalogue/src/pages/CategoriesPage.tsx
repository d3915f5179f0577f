import {
  errorMessage,
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@apparel/api-client';
import { type Category, categoryFormSchema } from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifySuccess, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { CategoryTable } from '../features/categories/CategoryTable';
import { NameDescriptionModal, type NameDescriptionValues } from '../shared/NameDescriptionModal';
import { deletedToast, savedToast, TEXT } from '../shared/texts';
import { useItemEditor } from '../shared/use-item-editor';

/** /attributes/categories: list, add/edit modal, delete. Failures show the server's `error` or "Error" (SPEC 8). */
export default function CategoriesPage() {
  const categories = useCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const editor = useItemEditor<Category>();
  const showError = (error: Error) => editor.setError(errorMessage(error, TEXT.categoryError));

  const onSave = ({ name, description }: NameDescriptionValues) => {
    const category = { name, description };
    const adding = !editor.item;
    const callbacks = {
      onSuccess: () => {
        editor.close();
        notifySuccess(savedToast('Category', adding));
      },
      onError: showError,
    };
    if (editor.item) update.mutate({ id: editor.item.id, category }, callbacks);
    else create.mutate(category, callbacks);
  };

  return (
    <>
      <PageHeader title="Categories" actions={<Button onClick={editor.openNew}>Add Category</Button>} />
      {editor.opened ? null : <ErrorBanner message={editor.error} onClose={editor.dismissError} />}
      {categories.isPending ? <Loading /> : null}
      {categories.isError ? (
        <ErrorBanner message={errorMessage(categories.error, TEXT.categoryError)} />
      ) : null}
      {categories.data?.length === 0 ? <EmptyState message="No categories found." /> : null}
      {categories.data?.length ? (
        <CategoryTable
          categories={categories.data}
          onEdit={editor.openEdit}
          onDelete={(category) =>
            remove.mutate(category.id, {
              onSuccess: () => notifySuccess(deletedToast('Category')),
              onError: showError,
            })
          }
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      ) : null}
      <NameDescriptionModal
        title={editor.item ? 'Edit Category' : 'Add Category'}
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
