import {
  errorMessage,
  getLineSheetQueryOptions,
  useCreateLineSheet,
  useUpdateLineSheet,
} from '@apparel/api-client';
import { LINE_SHEET_MSG, type LineSheetForm as LineSheetOutput } from '@apparel/contracts';
import { AFTER_SAVE, notifySuccess, RecordPage } from '@apparel/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LineSheetForm } from '../features/line-sheets/form/LineSheetForm';
import { SHEET_TEXT } from '../features/line-sheets/line-sheet-texts';
import { useStoredSelection } from '../features/line-sheets/selection/use-stored-selection';

/** /line-sheets/new creates a line sheet; /line-sheets/{id}/edit changes one (product.md §17). */
export default function LineSheetFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const creating = mode === 'create';
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const stored = useQuery({ ...getLineSheetQueryOptions(id), enabled: !creating && validId });
  const selection = useStoredSelection(id, creating ? undefined : stored.data?.productIds);
  const create = useCreateLineSheet();
  const update = useUpdateLineSheet();
  const save = creating ? create : update;
  const [saved, setSaved] = useState(false);

  const onSaved = (sheetId: number) => {
    setSaved(true);
    notifySuccess(LINE_SHEET_MSG.saved);
    navigate(`/line-sheets/${sheetId}`, { state: AFTER_SAVE });
  };
  const onSave = (sheet: LineSheetOutput) => {
    if (creating) create.mutate(sheet, { onSuccess: (answer) => onSaved(answer.id) });
    else update.mutate({ id, sheet }, { onSuccess: (answer) => onSaved(answer.id) });
  };
  const record = creating
    ? undefined
    : !validId
      ? { isPending: false, isError: true }
      : {
          // The names are read once the sheet is there: a sheet that failed to load waits for nothing.
          isPending: stored.isPending || (stored.isSuccess && selection.isPending),
          isError: stored.isError || selection.isError,
          error: stored.error ?? selection.error,
        };

  return (
    <RecordPage
      title={creating ? SHEET_TEXT.newSheet : SHEET_TEXT.editSheet}
      record={record}
      loadFailedMessage={SHEET_TEXT.loadFailed}
      list={{ label: SHEET_TEXT.listTitle, path: '/line-sheets' }}
    >
      <LineSheetForm
        key={creating ? 'new' : id}
        sheet={creating ? undefined : stored.data}
        initialProducts={creating ? [] : (selection.data ?? [])}
        saving={save.isPending}
        saveError={save.error ? errorMessage(save.error) : null}
        onSave={onSave}
        saved={saved}
      />
    </RecordPage>
  );
}
