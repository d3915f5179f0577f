import {
  errorMessage,
  useCreateManufacturer,
  useManufacturer,
  useUpdateManufacturer,
} from '@apparel/api-client';
import type { ManufacturerCreate } from '@apparel/contracts';
import { notifyError, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { ManufacturerForm } from '../features/manufacturers/ManufacturerForm';
import type { FormMode } from '../shared/form-mode';
import { TEXT } from '../shared/texts';

const TITLES: Record<FormMode, string> = {
  create: 'Add Manufacturer',
  edit: 'Edit Manufacturer',
  view: 'View Manufacturer',
};

/** /manufacturers/create, /manufacturers/:id/edit and /manufacturers/:id/view. */
export default function ManufacturerFormPage({ mode }: { mode: FormMode }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const stored = useManufacturer(id, { enabled: mode !== 'create' });
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();
  const save = mode === 'create' ? create : update;

  const callbacks = (toast: string) => ({
    onSuccess: () => {
      notifySuccess(toast);
      navigate('/manufacturers');
    },
    onError: (error: Error) => notifyError(errorMessage(error)),
  });
  const onSave = (manufacturer: ManufacturerCreate, logo: File | null) =>
    mode === 'create'
      ? create.mutate({ manufacturer, logo }, callbacks(TEXT.manufacturerAdded))
      : update.mutate({ id, manufacturer, logo }, callbacks(TEXT.manufacturerUpdated));

  return (
    <RecordPage
      title={TITLES[mode]}
      record={mode === 'create' ? undefined : stored}
      loadFailedMessage={TEXT.manufacturerLoadFailed}
      backTo="/manufacturers"
    >
      <ManufacturerForm
        key={`${mode}-${id}`}
        mode={mode}
        manufacturer={stored.data}
        saving={save.isPending}
        saveError={save.error && errorMessage(save.error)}
        onSave={onSave}
      />
    </RecordPage>
  );
}
