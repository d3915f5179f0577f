import {
  errorMessage,
  useCreateManufacturer,
  useManufacturer,
  useUpdateManufacturer,
} from '@apparel/api-client';
import type { ManufacturerCreate } from '@apparel/contracts';
import { AFTER_SAVE, listReturnPath, notifyError, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { ManufacturerForm } from '../features/manufacturers/ManufacturerForm';
import { ManufacturerView } from '../features/manufacturers/ManufacturerView';
import type { FormMode } from '../shared/form-mode';
import { TEXT } from '../shared/texts';
import { ViewActions } from '../shared/ViewActions';

const TITLES: Record<FormMode, string> = {
  create: 'Add Manufacturer',
  edit: 'Edit Manufacturer',
  view: 'View Manufacturer',
};

const LIST = { label: 'Manufacturers', path: '/manufacturers' };

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
      navigate(listReturnPath(LIST.path), { state: AFTER_SAVE });
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
      list={LIST}
    >
      {mode === 'view' && stored.data ? (
        <>
          <ManufacturerView manufacturer={stored.data} />
          <ViewActions
            listPath={LIST.path}
            editPath={`/manufacturers/${id}/edit`}
            record={stored.data.name}
          />
        </>
      ) : mode !== 'view' ? (
        <ManufacturerForm
          key={`${mode}-${id}`}
          mode={mode}
          manufacturer={stored.data}
          saving={save.isPending}
          saveError={save.error && errorMessage(save.error)}
          onSave={onSave}
        />
      ) : null}
    </RecordPage>
  );
}
