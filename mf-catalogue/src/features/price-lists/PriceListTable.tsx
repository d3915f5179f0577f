import type { PriceListSummary } from '@apparel/contracts';
import { type DataColumn, DataTable, formatValidity, RowActions } from '@apparel/ui';
import { PRICE_LIST_TEXT } from './price-list-texts';

/** "2 retailers, Distributor": who a list is assigned to. */
const assignedText = ({ retailerIds, retailerTypes }: PriceListSummary) =>
  [
    retailerIds.length ? `${retailerIds.length} retailer${retailerIds.length === 1 ? '' : 's'}` : '',
    ...retailerTypes,
  ]
    .filter(Boolean)
    .join(', ') || '-';

interface PriceListTableProps {
  lists: PriceListSummary[];
  onDelete: (list: PriceListSummary) => void;
  deletingId: number | null;
}

/** Name, percent off, validity, assignment, rows, and Edit / Delete (asked first). */
export function PriceListTable({ lists, onDelete, deletingId }: PriceListTableProps) {
  const columns: DataColumn<PriceListSummary>[] = [
    { header: 'Name', cell: (list) => list.name },
    { header: 'Percent off', cell: (list) => (list.percentOff === null ? '-' : `${list.percentOff} %`) },
    { header: 'Valid', cell: (list) => formatValidity(list) },
    { header: 'Assigned to', cell: assignedText },
    { header: 'Rows', cell: (list) => list.rowCount },
    {
      header: 'Action',
      cell: (list) => (
        <RowActions
          record={list.name}
          open={`/price-lists/${list.id}`}
          confirm={PRICE_LIST_TEXT.deleteConfirm}
          onDelete={() => onDelete(list)}
          deleting={deletingId === list.id}
          deleteDisabled={deletingId !== null}
        />
      ),
    },
  ];
  return <DataTable columns={columns} rows={lists} rowKey={(list) => list.id} minWidth={720} />;
}
