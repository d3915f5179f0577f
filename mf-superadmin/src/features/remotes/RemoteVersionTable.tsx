import type { RemoteRelease, RemoteVersion } from '@apparel/contracts';
import { type DataColumn, DataTable, formatDateTime } from '@apparel/ui';
import { Badge, Button, List, Text } from '@mantine/core';
import { formatVersionSize } from './version-size';

interface RemoteVersionTableProps {
  remote: RemoteRelease;
  onPin: (version: string) => void;
  busy: boolean;
}

/** What the shell makes of a version: Pinned, Canary, Compatible, or why it cannot host it. */
function VersionStatus({ remote, version }: { remote: RemoteRelease; version: RemoteVersion }) {
  if (version.version === remote.pinned) return <Badge color="green">Pinned</Badge>;
  if (version.version === remote.canary?.version)
    return <Badge color="grape">Canary {remote.canary.percent} %</Badge>;
  if (version.compatible) return <Text size="sm">Compatible</Text>;
  return (
    <div>
      <Text size="sm" fw={600}>
        Refused:
      </Text>
      <List size="sm">
        {version.refusals.map((refusal) => (
          <List.Item key={refusal}>{refusal}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** A remote's published versions, newest first: date, size, publisher, compatibility and Pin. */
export function RemoteVersionTable({ remote, onPin, busy }: RemoteVersionTableProps) {
  const columns: DataColumn<RemoteVersion>[] = [
    { header: 'Version', cell: (v) => v.version },
    { header: 'Published', cell: (v) => formatDateTime(v.publishedAt) },
    { header: 'Size', cell: (v) => formatVersionSize(v.size) },
    { header: 'Publisher', cell: (v) => v.publisher },
    { header: 'Status', cell: (v) => <VersionStatus remote={remote} version={v} /> },
    {
      header: 'Action',
      cell: (v) =>
        v.version === remote.pinned ? null : (
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            aria-label={`Pin ${remote.name} ${v.version}`}
            onClick={() => onPin(v.version)}
          >
            Pin
          </Button>
        ),
    },
  ];
  return <DataTable columns={columns} rows={remote.versions} rowKey={(v) => v.version} minWidth={720} />;
}
