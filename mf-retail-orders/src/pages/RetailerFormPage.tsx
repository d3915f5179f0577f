import { errorMessage, useCreateRetailer, useRetailer, useUpdateRetailer } from '@apparel/api-client';
import type { RetailerCreate } from '@apparel/contracts';
import { listReturnPath, notifyError, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { RetailerCreditSections } from '../features/payments/RetailerCreditSections';
import { RetailerForm } from '../features/retailers/RetailerForm';
import { RetailerPriceLists } from '../features/retailers/RetailerPriceLists';
import type { FormMode } from '../shared/form-mode';
import { TEXT } from '../shared/texts';

const TITLES: Record<FormMode, string> = {
  create: 'Create Retailer',
  edit: 'Edit Retailer',
  view: 'View Retailer',
};

/** /retailers/new, /retailers/:id/edit and /retailers/:id. Failures: a toast plus the text in the form (product.md §8). */
export default function RetailerFormPage({ mode }: { mode: FormMode }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const stored = useRetailer(id, { enabled: mode !== 'create' });
  const create = useCreateRetailer();
  const update = useUpdateRetailer();
  const save = mode === 'create' ? create : update;

  const handlers = (toast: string) => ({
    onSuccess: () => {
      notifySuccess(toast);
      navigate(listReturnPath('/retailers/list'));
    },
    onError: (error: unknown) => notifyError(errorMessage(error)),
  });
  const onSave = (retailer: RetailerCreate) =>
    mode === 'create'
      ? create.mutate(retailer, handlers(TEXT.retailerAdded))
      : update.mutate({ id, retailer }, handlers(TEXT.retailerUpdated));

  return (
    <RecordPage
      title={TITLES[mode]}
      record={mode === 'create' ? undefined : stored}
      loadFailedMessage={TEXT.retailerLoadFailed}
      list={{ label: 'Retailers', path: '/retailers' }}
    >
      <RetailerForm
        key={`${mode}-${id}`}
        mode={mode}
        retailer={stored.data}
        saving={save.isPending}
        saveError={save.error && errorMessage(save.error)}
        onSave={onSave}
      />
      {mode === 'create' ? null : <RetailerPriceLists retailerId={id} />}
      {mode === 'create' || !stored.data ? null : (
        <RetailerCreditSections retailerId={id} retailerName={stored.data.name} mode={mode} />
      )}
    </RecordPage>
  );
}
