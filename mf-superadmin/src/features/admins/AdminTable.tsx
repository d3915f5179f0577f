import type { Admin } from '@apparel/contracts';
import { Anchor, Group, Table } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The admin users, each with its View and Edit links. */
export function AdminTable({ admins }: { admins: Admin[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Mobile</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {admins.map((admin) => (
            <Table.Tr key={admin.id}>
              <Table.Td>{admin.name}</Table.Td>
              <Table.Td>{admin.email}</Table.Td>
              <Table.Td>{admin.mobile}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor component={Link} to={`/admins/${admin.id}/view`}>
                    View
                  </Anchor>
                  <Anchor component={Link} to={`/admins/${admin.id}/edit`}>
                    Edit
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
