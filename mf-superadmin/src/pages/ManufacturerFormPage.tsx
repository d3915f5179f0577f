import {
  errorMessage,
  useCreateManufacturer,
  useManufacturer,
  useUpdateManufacturer,
} from '@apparel/api-client';
import type { ManufacturerCreate } from '@apparel/contracts';
import { Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { ManufacturerForm } from '../features/manufacturers/ManufacturerForm';
import type { FormMode } from '../shared/form-mode';
import { LoadFailure } from '../shared/LoadFailure';
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

  const body = () => {
    if (mode !== 'create' && stored.isPending) return <Loading />;
    if (mode !== 'create' && stored.isError) {
      return <LoadFailure message={TEXT.manufacturerLoadFailed} backTo="/manufacturers" />;
    }
    return (
      <ManufacturerForm
        key={`${mode}-${id}`}
        mode={mode}
        manufacturer={stored.data}
        saving={save.isPending}
        saveError={save.error && errorMessage(save.error)}
        onSave={onSave}
      />
    );
  };

  return (
    <>
      <PageHeader title={TITLES[mode]} />
      {body()}
    </>
  );
}
