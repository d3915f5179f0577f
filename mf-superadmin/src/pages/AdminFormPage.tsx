import { errorMessage, useAdmin, useCreateAdmin, useUpdateAdmin } from '@apparel/api-client';
import type { AdminCreate } from '@apparel/contracts';
import { AFTER_SAVE, listReturnPath, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminForm } from '../features/admins/AdminForm';
import { AdminView } from '../features/admins/AdminView';
import type { FormMode } from '../shared/form-mode';
import { TEXT } from '../shared/texts';
import { ViewActions } from '../shared/ViewActions';

const TITLES: Record<FormMode, string> = {
  create: 'Create Admin',
  edit: 'Edit Admin',
  view: 'View Admin',
};

const LIST = { label: 'Admin', path: '/admins' };

/** /admins/create, /admins/:id/edit and /admins/:id/view. Failures show in the form's banner (product.md §8). */
export default function AdminFormPage({ mode }: { mode: FormMode }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const stored = useAdmin(id, { enabled: mode !== 'create' });
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const save = mode === 'create' ? create : update;

  // product.md: the admin form shows the manufacturer's toasts, wording as is.
  const onSaved = (toast: string) => () => {
    notifySuccess(toast);
    navigate(listReturnPath(LIST.path), { state: AFTER_SAVE });
  };
  const onSave = (admin: AdminCreate) =>
    mode === 'create'
      ? create.mutate(admin, { onSuccess: onSaved(TEXT.manufacturerAdded) })
      : update.mutate({ id, admin }, { onSuccess: onSaved(TEXT.manufacturerUpdated) });

  return (
    <RecordPage
      title={TITLES[mode]}
      record={mode === 'create' ? undefined : stored}
      loadFailedMessage={TEXT.adminLoadFailed}
      list={LIST}
    >
      {mode === 'view' && stored.data ? (
        <>
          <AdminView admin={stored.data} />
          <ViewActions listPath={LIST.path} editPath={`/admins/${id}/edit`} record={stored.data.name} />
        </>
      ) : mode !== 'view' ? (
        <AdminForm
          key={`${mode}-${id}`}
          mode={mode}
          admin={stored.data}
          saving={save.isPending}
          saveError={save.error && errorMessage(save.error)}
          onSave={onSave}
        />
      ) : null}
    </RecordPage>
  );
}
