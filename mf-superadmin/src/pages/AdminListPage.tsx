import { useAdmins } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
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
      <QueryState
        query={admins}
        failure={TEXT.adminsLoadFailed}
        empty={{ when: (data) => data.length === 0, message: 'No admins found.' }}
      >
        {(data) => <AdminTable admins={data} />}
      </QueryState>
    </>
  );
}
