import { getLineSheetQueryOptions } from '@apparel/api-client';
import { DetailsList, RecordPage } from '@apparel/ui';
import { Button, Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { printedDay, printedWindow, SHEET_TEXT } from '../features/line-sheets/line-sheet-texts';
import { ShareDialog } from '../features/line-sheets/shares/ShareDialog';
import { SheetShares } from '../features/line-sheets/shares/SheetShares';

/** /line-sheets/{id}: the sheet, Share, and its links per retailer with who opened them (product.md §17). */
export default function LineSheetPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const sheet = useQuery({ ...getLineSheetQueryOptions(id), enabled: validId });
  const [sharing, setSharing] = useState(false);
  const data = sheet.data;
  return (
    <RecordPage
      title={data?.name ?? SHEET_TEXT.sheet}
      record={validId ? sheet : { isPending: false, isError: true }}
      loadFailedMessage={SHEET_TEXT.loadFailed}
      list={{ label: SHEET_TEXT.listTitle, path: '/line-sheets' }}
      actions={
        data ? (
          <>
            <Button variant="default" component={Link} to={`/line-sheets/${id}/edit`}>
              {SHEET_TEXT.edit}
            </Button>
            <Button onClick={() => setSharing(true)}>{SHEET_TEXT.share}</Button>
          </>
        ) : undefined
      }
    >
      {data ? (
        <>
          <Card withBorder padding="md" mb="lg">
            <DetailsList
              details={[
                { label: 'Delivery', value: printedWindow(data.deliveryFrom, data.deliveryTo) },
                { label: 'Order by', value: printedDay(data.orderBy) },
                {
                  label: SHEET_TEXT.stockDisplay,
                  value:
                    data.stockDisplay === 'exact'
                      ? SHEET_TEXT.exactStock
                      : `${SHEET_TEXT.bandedStock} (low under ${data.lowStockBelow})`,
                },
                { label: 'Products', value: data.productIds.length },
                { label: 'Note', value: data.note },
              ]}
            />
          </Card>
          <SheetShares sheetId={id} />
          {sharing ? (
            <ShareDialog sheetId={id} sheetName={data.name} opened onClose={() => setSharing(false)} />
          ) : null}
        </>
      ) : null}
    </RecordPage>
  );
}
