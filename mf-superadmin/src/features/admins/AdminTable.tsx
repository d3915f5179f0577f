import type { Admin } from '@apparel/contracts';
import { type DataColumn, DataTable, RowLinks } from '@apparel/ui';

const COLUMNS: DataColumn<Admin>[] = [
  { header: 'Name', cell: (admin) => admin.name },
  { header: 'Email', cell: (admin) => admin.email },
  { header: 'Mobile', cell: (admin) => admin.mobile },
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

/** The admin users, each with its View and Edit links named with the admin. */
export function AdminTable({ admins }: { admins: Admin[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={admins}
      rowKey={(admin) => admin.id}
      minWidth={560}
      summary={`${admins.length} ${admins.length === 1 ? 'admin' : 'admins'}`}
    />
  );
}
