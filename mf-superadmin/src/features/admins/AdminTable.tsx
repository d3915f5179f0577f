import type { Admin } from '@apparel/contracts';
import { type DataColumn, DataTable, type ListSort, RowLinks } from '@apparel/ui';

const COLUMNS: DataColumn<Admin>[] = [
  { header: 'Name', cell: (admin) => admin.name, sortBy: 'name' },
  { header: 'Email', cell: (admin) => admin.email, sortBy: 'email' },
  { header: 'Mobile', cell: (admin) => admin.mobile, sortBy: 'mobile' },
  {
    header: 'Actions',
    cell: (admin) => (
      <RowLinks
        record={admin.name}
        links={{ View: `/admins/${admin.id}/view`, Edit: `/admins/${admin.id}/edit` }}
      />
    ),
  },
];

interface AdminTableProps {
  admins: Admin[];
  total: number;
  sort: ListSort;
  onSort: (sortBy: string) => void;
}

/** The admin users of one page, sortable by name, email and mobile, each with its named View and Edit. */
export function AdminTable({ admins, total, sort, onSort }: AdminTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={admins}
      rowKey={(admin) => admin.id}
      minWidth={560}
      sort={sort}
      onSort={onSort}
      summary={`${total} ${total === 1 ? 'admin' : 'admins'}`}
    />
  );
}
