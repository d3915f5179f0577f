import { useProductImports } from '@apparel/api-client';
import type { ImportState, ProductImport } from '@apparel/contracts';
import { type DataColumn, DataTable, formatDateTime } from '@apparel/ui';
import { Anchor, Badge, Card, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** What each state tells the user (an INTERRUPTED import saved none of its rows). */
const STATES: Record<ImportState, { label: string; color: string }> = {
  RUNNING: { label: 'Running', color: 'blue' },
  DONE: { label: 'Done', color: 'green' },
  FAILED: { label: 'Failed: nothing saved', color: 'red' },
  INTERRUPTED: { label: 'Interrupted: nothing saved', color: 'orange' },
};

const columns: DataColumn<ProductImport>[] = [
  { header: 'File', cell: (item) => item.fileName },
  { header: 'Started', cell: (item) => formatDateTime(item.startedAt) },
  {
    header: 'State',
    cell: (item) => (
      <Badge color={STATES[item.state].color} variant="light" tt="none">
        {STATES[item.state].label}
      </Badge>
    ),
  },
  { header: 'Saved', cell: (item) => item.success },
  {
    header: 'Failed',
    cell: (item) =>
      item.failedRowsUrl ? (
        <Anchor href={item.failedRowsUrl} download>
          {item.failed} (download)
        </Anchor>
      ) : (
        item.failed
      ),
  },
];

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
      <DataTable columns={columns} rows={items} rowKey={(item) => item.id} minWidth={560} />
    </Card>
  );
}
