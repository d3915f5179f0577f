import type { Admin } from '@apparel/contracts';
import { DetailsList } from '@apparel/ui';
import { Paper } from '@mantine/core';

/** View Admin: name, email and mobile to read (no password). */
export function AdminView({ admin }: { admin: Admin }) {
  return (
    <Paper withBorder p="md" maw={720}>
      <DetailsList
        details={[
          { label: 'Name', value: admin.name },
          { label: 'Email', value: admin.email },
          { label: 'Mobile', value: admin.mobile },
        ]}
      />
    </Paper>
  );
}
