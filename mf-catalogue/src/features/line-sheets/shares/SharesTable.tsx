import { errorMessage, useDownloadLineSheetPdf, useRevokeLineSheetShare } from '@apparel/api-client';
import { LINE_SHEET_MSG, type LineSheetShare } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable, notifyError, notifySuccess } from '@apparel/ui';
import { Button } from '@mantine/core';
import { SHEET_TEXT } from '../line-sheet-texts';
import { linkOpens, linkStateText, viewsText } from './share-texts';

interface SharesTableProps {
  sheetId: number;
  shares: LineSheetShare[];
}

/** The sheet's links by retailer: who opened it and when, whether it still opens; its PDF and Revoke. */
export function SharesTable({ sheetId, shares }: SharesTableProps) {
  const revoke = useRevokeLineSheetShare();
  const pdf = useDownloadLineSheetPdf();
  const columns: DataColumn<LineSheetShare>[] = [
    { header: 'Retailer', cell: (share) => share.retailerName },
    { header: 'Mobile', cell: (share) => share.retailerMobile },
    { header: 'Link', cell: (share) => linkStateText(share) },
    { header: 'Opened', cell: (share) => viewsText(share) },
    {
      header: 'Action',
      cell: (share) => (
        <div className="row-actions">
          <Button
            size="xs"
            variant="default"
            aria-label={`${SHEET_TEXT.downloadPdf} for ${share.retailerName}`}
            loading={pdf.isPending && pdf.variables?.retailerId === share.retailerId}
            onClick={() =>
              pdf.mutate(
                { id: sheetId, retailerId: share.retailerId },
                { onError: (error) => notifyError(errorMessage(error)) },
              )
            }
          >
            PDF
          </Button>
          {linkOpens(share) ? (
            <ConfirmButton
              size="xs"
              variant="light"
              color="red"
              aria-label={`Revoke the link of ${share.retailerName}`}
              confirm={`Revoke ${share.retailerName}'s link? It stops opening at once.`}
              confirmLabel="Revoke"
              loading={revoke.isPending && revoke.variables?.shareId === share.id}
              onConfirm={() =>
                revoke.mutate(
                  { id: sheetId, shareId: share.id },
                  {
                    onSuccess: () => notifySuccess(LINE_SHEET_MSG.revoked),
                    onError: (error) => notifyError(errorMessage(error)),
                  },
                )
              }
            >
              Revoke
            </ConfirmButton>
          ) : null}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={shares} rowKey={(share) => share.id} minWidth={760} />;
}
