import {
  errorMessage,
  useCreatePriceList,
  useDeletePriceList,
  usePriceList,
  useUpdatePriceList,
} from '@apparel/api-client';
import { PRICE_LIST_MSG, type PriceListForm as PriceListBody } from '@apparel/contracts';
import {
  AFTER_SAVE,
  ConfirmButton,
  listReturnPath,
  notifyError,
  notifySuccess,
  RecordPage,
} from '@apparel/ui';
import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { PriceListForm } from '../features/price-lists/PriceListForm';
import { PriceRowsCsvPanel } from '../features/price-lists/PriceRowsCsvPanel';
import { PRICE_LIST_TEXT } from '../features/price-lists/price-list-texts';

/** /price-lists/new creates a list; /price-lists/{id} edits it, its rows' CSV and its Delete. */
export default function PriceListFormPage() {
  const param = useParams().id ?? 'new';
  const creating = param === 'new';
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const stored = usePriceList(id, { enabled: !creating && valid });
  const create = useCreatePriceList();
  const update = useUpdatePriceList();
  const remove = useDeletePriceList();
  const save = creating ? create : update;

  const backToList = (toast: string) => {
    notifySuccess(toast);
    navigate(listReturnPath('/price-lists'), { state: AFTER_SAVE });
  };
  const onSave = (list: PriceListBody) => {
    const handlers = {
      onSuccess: () => backToList(PRICE_LIST_MSG.saved),
      onError: (error: unknown) => notifyError(errorMessage(error)),
    };
    if (creating) create.mutate(list, handlers);
    else update.mutate({ id, list }, handlers);
  };
  const record = creating ? undefined : valid ? stored : { isPending: false, isError: true };

  return (
    <RecordPage
      title={creating ? PRICE_LIST_TEXT.newList : PRICE_LIST_TEXT.editList}
      record={record}
      loadFailedMessage={PRICE_LIST_TEXT.loadFailed}
      list={{ label: PRICE_LIST_TEXT.title, path: '/price-lists' }}
      actions={
        creating ? undefined : (
          <ConfirmButton
            color="red"
            variant="light"
            confirm={PRICE_LIST_TEXT.deleteConfirm}
            confirmLabel="Delete"
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate(id, {
                onSuccess: () => backToList(PRICE_LIST_MSG.deleted),
                onError: (error) => notifyError(errorMessage(error)),
              })
            }
          >
            Delete
          </ConfirmButton>
        )
      }
    >
      <Stack>
        <PriceListForm
          // A CSV import replaces the rows: the form starts again from the stored list.
          key={`${param}-${stored.dataUpdatedAt}`}
          list={creating ? undefined : stored.data}
          saving={save.isPending}
          saveError={save.error ? errorMessage(save.error) : null}
          onSave={onSave}
        />
        {creating ? null : <PriceRowsCsvPanel listId={id} onImported={() => stored.refetch()} />}
      </Stack>
    </RecordPage>
  );
}
