import { isSubscriptionActive, type Manufacturer } from '@apparel/contracts';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** SPEC 4: a subscription reads "Active" or "inactive" (wording as SPEC gives it). */
function SubscriptionBadge({ subscription }: { subscription: Manufacturer['subscription'] }) {
  const active = isSubscriptionActive(subscription);
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" tt="none">
      {active ? 'Active' : 'inactive'}
    </Badge>
  );
}

/** The manufacturers of one page, each with its View, Edit and Subscription links. */
export function ManufacturerTable({ manufacturers }: { manufacturers: Manufacturer[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {manufacturers.map((manufacturer) => (
            <Table.Tr key={manufacturer.id}>
              <Table.Td>{manufacturer.name}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {manufacturer.description}
                </Text>
              </Table.Td>
              <Table.Td>{manufacturer.state}</Table.Td>
              <Table.Td>
                <SubscriptionBadge subscription={manufacturer.subscription} />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor component={Link} to={`/manufacturers/${manufacturer.id}/view`}>
                    View
                  </Anchor>
                  <Anchor component={Link} to={`/manufacturers/${manufacturer.id}/edit`}>
                    Edit
                  </Anchor>
                  <Anchor component={Link} to={`/manufacturers/${manufacturer.id}/subscription`}>
                    Subscription
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
