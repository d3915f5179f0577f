import type { AdminDashboard } from '@apparel/contracts';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

interface Figure {
  label: string;
  value: number;
  to: string;
}

const figuresOf = (d: AdminDashboard): Figure[] => [
  { label: 'Manufacturers', value: d.manufacturers, to: '/manufacturers' },
  { label: 'Active subscriptions', value: d.activeSubscriptions, to: '/manufacturers' },
  { label: 'Inactive subscriptions', value: d.inactiveSubscriptions, to: '/manufacturers' },
  { label: 'Subscriptions ending within 30 days', value: d.endingWithin30Days, to: '/manufacturers' },
  { label: 'Admins', value: d.admins, to: '/admins' },
];

/** The platform's figures as cards, each a link to the list behind it. */
export function PlatformGlance({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <section aria-label="The platform at a glance">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {figuresOf(dashboard).map((figure) => (
          <UnstyledButton key={figure.label} component={Link} to={figure.to}>
            <Paper withBorder p="md" h="100%">
              <Text size="sm" c="dimmed" fw={600}>
                {figure.label}
              </Text>
              <Text fz={32} fw={700} lh={1.2}>
                {figure.value}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
