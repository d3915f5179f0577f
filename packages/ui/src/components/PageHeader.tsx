import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading with its actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Title order={2}>{title}</Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
