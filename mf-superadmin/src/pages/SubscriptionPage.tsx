import { errorMessage, useManufacturer, useSaveSubscription } from '@apparel/api-client';
import type { SubscriptionForm as SubscriptionValues } from '@apparel/contracts';
import { AFTER_SAVE, listReturnPath, notifyError, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { SubscriptionForm } from '../features/subscription/SubscriptionForm';
import { TEXT } from '../shared/texts';

/** /manufacturers/:id/subscription: sets the manufacturer's dates, limits and Active flag. */
export default function SubscriptionPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const manufacturer = useManufacturer(id);
  const save = useSaveSubscription();

  const onSave = (subscription: SubscriptionValues) =>
    save.mutate(
      { manufacturerId: id, subscription },
      {
        onSuccess: () => {
          notifySuccess(TEXT.subscriptionUpdated);
          navigate(listReturnPath('/manufacturers'), { state: AFTER_SAVE });
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <RecordPage
      title={manufacturer.data ? `Subscription for ${manufacturer.data.name}` : 'Subscription'}
      record={manufacturer}
      loadFailedMessage={TEXT.manufacturerLoadFailed}
      list={{ label: 'Manufacturers', path: '/manufacturers' }}
    >
      <SubscriptionForm
        key={id}
        subscription={manufacturer.data?.subscription ?? null}
        saving={save.isPending}
        saveError={save.error && errorMessage(save.error)}
        onSave={onSave}
      />
    </RecordPage>
  );
}
