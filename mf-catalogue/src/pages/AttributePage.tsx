import {
  errorMessage,
  useAttributeItems,
  useCreateAttributeItem,
  useDeleteAttributeItem,
  useUpdateAttributeItem,
} from '@apparel/api-client';
import {
  type AttributeItem,
  type AttributeType,
  attributeItemFormSchema,
  attributeTypeLabel,
} from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifySuccess, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { AttributeTable } from '../features/attributes/AttributeTable';
import { NameDescriptionModal, type NameDescriptionValues } from '../shared/NameDescriptionModal';
import { deletedToast, savedToast, TEXT } from '../shared/texts';
import { useItemEditor } from '../shared/use-item-editor';

/** /attributes/{colors|sizes|...}: one screen shared by the seven attribute types (SPEC 2). */
export default function AttributePage({ type }: { type: AttributeType }) {
  const label = attributeTypeLabel(type);
  const items = useAttributeItems(type);
  const create = useCreateAttributeItem();
  const update = useUpdateAttributeItem();
  const remove = useDeleteAttributeItem();
  const editor = useItemEditor<AttributeItem>();

  const onSave = (item: NameDescriptionValues) => {
    const adding = !editor.item;
    const done = {
      onSuccess: () => {
        editor.close();
        notifySuccess(savedToast(label, adding));
      },
    };
    if (editor.item)
      update.mutate(
        { type, id: editor.item.id, item },
        { ...done, onError: (error) => editor.setError(errorMessage(error, TEXT.updateFailed)) },
      );
    else
      create.mutate(
        { type, item },
        { ...done, onError: (error) => editor.setError(errorMessage(error, TEXT.createFailed)) },
      );
  };
  const onDelete = (item: AttributeItem) =>
    remove.mutate(
      { type, id: item.id },
      {
        onSuccess: () => notifySuccess(deletedToast(label)),
        onError: (error) => editor.setError(errorMessage(error, TEXT.deleteFailed)),
      },
    );

  return (
    <>
      <PageHeader title={`${label}s`} actions={<Button onClick={editor.openNew}>+ Add {label}</Button>} />
      {editor.opened ? null : <ErrorBanner message={editor.error} onClose={editor.dismissError} />}
      {items.isPending ? <Loading /> : null}
      {items.isError ? <ErrorBanner message={errorMessage(items.error)} /> : null}
      {items.data?.length === 0 ? <EmptyState message={`No ${type} found.`} /> : null}
      {items.data?.length ? (
        <AttributeTable
          items={items.data}
          onEdit={editor.openEdit}
          onDelete={onDelete}
          deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        />
      ) : null}
      <NameDescriptionModal
        key={type}
        title={editor.item ? `Edit ${label}` : `Add ${label}`}
        opened={editor.opened}
        initial={editor.item}
        withActive
        schema={attributeItemFormSchema}
        saving={create.isPending || update.isPending}
        error={editor.error}
        onDismissError={editor.dismissError}
        onClose={editor.close}
        onSave={onSave}
      />
    </>
  );
}
