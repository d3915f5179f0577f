import { useProductImports } from '@apparel/api-client';
import type { ImportState, ProductImport } from '@apparel/contracts';
import { formatDateTime } from '@apparel/ui';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** What each state tells the user (an INTERRUPTED import saved none of its rows). */
const STATES: Record<ImportState, { label: string; color: string }> = {
  RUNNING: { label: 'Running', color: 'blue' },
  DONE: { label: 'Done', color: 'green' },
  FAILED: { label: 'Failed: nothing saved', color: 'red' },
  INTERRUPTED: { label: 'Interrupted: nothing saved', color: 'orange' },
};

/** One import on one line: file, when, how it ended, saved and failed rows (with the failed-rows file). */
function ImportLine({ item }: { item: ProductImport }) {
  return (
    <Group component="li" gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {item.fileName}
      </Text>
      <Text size="sm" c="dimmed">
        {formatDateTime(item.startedAt)}
      </Text>
      <Badge color={STATES[item.state].color} variant="light" tt="none">
        {STATES[item.state].label}
      </Badge>
      <Text size="sm">Saved {item.success}</Text>
      <Text size="sm">
        Failed{' '}
        {item.failedRowsUrl ? (
          <Anchor href={item.failedRowsUrl} download>
            {item.failed} (download)
          </Anchor>
        ) : (
          item.failed
        )}
      </Text>
    </Group>
  );
}

/**
 * The manufacturer's last CSV imports and how each ended, so an import whose answer was lost (a closed
 * tab, a dropped connection, a server restart) can still be checked. Hidden until there is one.
 */
export function LastImports() {
  const titleId = useId();
  const imports = useProductImports();
  const items = imports.data?.items ?? [];
  if (imports.isError)
    return (
      <Text size="sm" c="dimmed" mb="lg">
        The last imports could not be loaded.
      </Text>
    );
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" mb="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        Last imports
      </Title>
      {/* A list, not a table: the products table stays the page's one table of rows. */}
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <ImportLine key={item.id} item={item} />
        ))}
      </Stack>
    </Card>
  );
}
