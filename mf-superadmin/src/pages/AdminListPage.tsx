import { useAdmins } from '@apparel/api-client';
import { ADMIN_SORT_FIELDS } from '@apparel/contracts';
import { ListPager, ListSearch, PageHeader, pageCount, QueryState, useListParams } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminTable } from '../features/admins/AdminTable';
import { TEXT } from '../shared/texts';

/** /admins: the super admin users, searched by name, email or mobile, sorted and paged; all in the URL. */
export default function AdminListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q'] as const,
    defaultSort: { by: 'createdAt', order: 'asc' },
    sortFields: ADMIN_SORT_FIELDS,
  });
  const admins = useAdmins({ page, q: filters.q || undefined, ...apiSort });
  const result = admins.data;
  return (
    <>
      <PageHeader
        title="Admin"
        actions={
          <Button component={Link} to="/admins/create">
            Add Admin
          </Button>
        }
      />
      <ListSearch
        label="Search admins"
        placeholder="Name, email or mobile"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      <QueryState
        query={admins}
        failure={TEXT.adminsLoadFailed}
        empty={{ when: (data) => data.admins.length === 0, message: 'No admins found.' }}
      >
        {(data) => <AdminTable admins={data.admins} total={data.total} sort={sort} onSort={toggleSort} />}
      </QueryState>
      {result?.total ? (
        <ListPager
          label="Admin pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
