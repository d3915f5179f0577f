import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's heading, its one h1, with its actions on the right. The h1 can take focus (tabIndex -1):
 * the shell moves focus to it after navigation so screen readers announce the new page.
 */
export function PageHeader({
  title,
  actions,
  above,
}: {
  title: string;
  actions?: ReactNode;
  /** Shown over the heading, e.g. breadcrumbs. */
  above?: ReactNode;
}) {
  return (
    <>
      {above}
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Title order={1} size="h2" tabIndex={-1}>
          {title}
        </Title>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </>
  );
}
