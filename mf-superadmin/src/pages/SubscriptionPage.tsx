import { errorMessage, useManufacturer, useSaveSubscription } from '@apparel/api-client';
import type { SubscriptionForm as SubscriptionValues } from '@apparel/contracts';
import { Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { SubscriptionForm } from '../features/subscription/SubscriptionForm';
import { LoadFailure } from '../shared/LoadFailure';
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
          navigate('/manufacturers');
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  const body = () => {
    if (manufacturer.isPending) return <Loading />;
    if (manufacturer.isError) {
      return <LoadFailure message={TEXT.manufacturerLoadFailed} backTo="/manufacturers" />;
    }
    return (
      <SubscriptionForm
        key={id}
        subscription={manufacturer.data.subscription}
        saving={save.isPending}
        saveError={save.error && errorMessage(save.error)}
        onSave={onSave}
      />
    );
  };

  return (
    <>
      <PageHeader title={manufacturer.data ? `Subscription for ${manufacturer.data.name}` : 'Subscription'} />
      {body()}
    </>
  );
}
