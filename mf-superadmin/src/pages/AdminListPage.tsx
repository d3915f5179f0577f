import { errorMessage, useAdmins } from '@apparel/api-client';
import { EmptyState, ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminTable } from '../features/admins/AdminTable';
import { TEXT } from '../shared/texts';

/** /admins: the super admin users. */
export default function AdminListPage() {
  const admins = useAdmins();
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
      {admins.isPending ? <Loading /> : null}
      {admins.isError ? <ErrorBanner message={errorMessage(admins.error, TEXT.adminsLoadFailed)} /> : null}
      {admins.data?.length === 0 ? <EmptyState message="No admins found." /> : null}
      {admins.data && admins.data.length > 0 ? <AdminTable admins={admins.data} /> : null}
    </>
  );
}
