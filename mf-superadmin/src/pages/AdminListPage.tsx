import { errorMessage, useAdmins } from '@apparel/api-client';
import { ADMIN_SORT_FIELDS } from '@apparel/contracts';
import {
  EmptyState,
  ErrorBanner,
  ListPager,
  ListSearch,
  Loading,
  PageHeader,
  pageCount,
  useListParams,
} from '@apparel/ui';
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
        key={filters.q}
        label="Search admins"
        placeholder="Name, email or mobile"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      {admins.isPending ? <Loading /> : null}
      {admins.isError ? <ErrorBanner message={errorMessage(admins.error, TEXT.adminsLoadFailed)} /> : null}
      {result?.admins.length === 0 ? <EmptyState message="No admins found." /> : null}
      {result?.admins.length ? (
        <AdminTable admins={result.admins} total={result.total} sort={sort} onSort={toggleSort} />
      ) : null}
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
