import { errorMessage, useDeleteLineSheet, useLineSheets } from '@apparel/api-client';
import { LINE_SHEET_MSG, type LineSheetSummary } from '@apparel/contracts';
import {
  type DataColumn,
  DataTable,
  ListPager,
  notifyError,
  notifySuccess,
  QueryState,
  RowActions,
} from '@apparel/ui';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { printedDay, printedWindow, SHEET_TEXT } from '../line-sheet-texts';

interface LineSheetResultsProps {
  page: number;
  q: string;
  onPage: (page: number) => void;
}

/** One page of line sheets (paged on the server) and its pager; the query lives here, not in the page. */
export function LineSheetResults({ page, q, onPage }: LineSheetResultsProps) {
  const sheets = useLineSheets({ page, q: q || undefined });
  const remove = useDeleteLineSheet();
  const columns: DataColumn<LineSheetSummary>[] = [
    {
      header: 'Name',
      cell: (sheet) => (
        <Anchor component={Link} to={`/line-sheets/${sheet.id}`}>
          {sheet.name}
        </Anchor>
      ),
    },
    { header: 'Products', cell: (sheet) => sheet.productCount },
    { header: 'Links', cell: (sheet) => sheet.shareCount },
    { header: 'Delivery', cell: (sheet) => printedWindow(sheet.deliveryFrom, sheet.deliveryTo) },
    { header: 'Order by', cell: (sheet) => printedDay(sheet.orderBy) },
    {
      header: 'Action',
      cell: (sheet) => (
        <RowActions
          record={sheet.name}
          open={`/line-sheets/${sheet.id}/edit`}
          confirm={SHEET_TEXT.deleteConfirm}
          onDelete={() =>
            remove.mutate(sheet.id, {
              onSuccess: () => notifySuccess(LINE_SHEET_MSG.deleted),
              onError: (error) => notifyError(errorMessage(error)),
            })
          }
          deleting={remove.isPending && remove.variables === sheet.id}
          deleteDisabled={remove.isPending}
        />
      ),
    },
  ];
  return (
    <>
      <QueryState
        query={sheets}
        failure={(error) => errorMessage(error, SHEET_TEXT.listLoadFailed)}
        empty={{ when: (data) => data.lineSheets.length === 0, message: SHEET_TEXT.none }}
      >
        {(data) => (
          <DataTable columns={columns} rows={data.lineSheets} rowKey={(sheet) => sheet.id} minWidth={720} />
        )}
      </QueryState>
      {sheets.data && (sheets.data.hasNext || page > 1) ? (
        <ListPager label="Line sheet pages" page={page} hasNext={sheets.data.hasNext} onChange={onPage} />
      ) : null}
    </>
  );
}
