import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A row's links (View, Edit, ...), label to target. Each is named with its record ("Edit Kanchi
 * Silk Weavers") so a screen reader's list of links tells twenty rows apart.
 */
export function RowLinks({ links, record }: { links: Record<string, string>; record?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {Object.entries(links).map(([label, to]) => (
        <Anchor key={label} component={Link} to={to} aria-label={record ? `${label} ${record}` : undefined}>
          {label}
        </Anchor>
      ))}
    </Group>
  );
}
