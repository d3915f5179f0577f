import type { ReleaseToken } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable, formatDateTime } from '@apparel/ui';

interface ReleaseTokenTableProps {
  tokens: ReleaseToken[];
  onRevoke: (token: ReleaseToken) => void;
  /** The token whose revoke is running. */
  revoking: number | null;
}

/** The release tokens: which remote each may publish, who made it, when, when it was last used; Revoke. */
export function ReleaseTokenTable({ tokens, onRevoke, revoking }: ReleaseTokenTableProps) {
  const columns: DataColumn<ReleaseToken>[] = [
    { header: 'Remote', cell: (token) => token.remote },
    { header: 'Created by', cell: (token) => token.createdBy },
    { header: 'Created at', cell: (token) => formatDateTime(token.createdAt) },
    { header: 'Last used', cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never') },
    {
      header: 'Action',
      cell: (token) =>
        token.revokedAt ? (
          `Revoked ${formatDateTime(token.revokedAt)}`
        ) : (
          <ConfirmButton
            size="xs"
            variant="light"
            confirm={`Revoke this release token for ${token.remote}? A CI job using it can no longer publish.`}
            confirmLabel="Revoke"
            loading={revoking === token.id}
            disabled={revoking !== null && revoking !== token.id}
            aria-label={`Revoke the ${token.remote} token created ${formatDateTime(token.createdAt)}`}
            onConfirm={() => onRevoke(token)}
          >
            Revoke
          </ConfirmButton>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tokens}
      rowKey={(token) => token.id}
      minWidth={640}
      summary={`${tokens.length} ${tokens.length === 1 ? 'token' : 'tokens'}`}
    />
  );
}
