import {
  errorMessage,
  useRegistryRemotes,
  useReleaseTokens,
  useRevokeReleaseToken,
} from '@apparel/api-client';
import type { CreatedReleaseToken } from '@apparel/contracts';
import { ErrorBanner, notifySuccess, PageHeader, QueryState } from '@apparel/ui';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { CreateReleaseTokenForm } from '../features/release-tokens/CreateReleaseTokenForm';
import { ReleaseTokenTable } from '../features/release-tokens/ReleaseTokenTable';
import { TokenSecret } from '../features/release-tokens/TokenSecret';

/** /admin/release-tokens: the per-remote tokens teams' CI publishes with; create (secret shown once) and revoke. */
export default function ReleaseTokensPage() {
  const tokens = useReleaseTokens();
  const remotes = useRegistryRemotes();
  const revoke = useRevokeReleaseToken();
  // closed: no dialog; creating: the form; a token: its secret, shown once.
  const [dialog, setDialog] = useState<'closed' | 'creating' | CreatedReleaseToken>('closed');
  const close = () => setDialog('closed');
  return (
    <>
      <PageHeader
        title="Release tokens"
        actions={<Button onClick={() => setDialog('creating')}>Create release token</Button>}
      />
      <ErrorBanner message={revoke.isError ? errorMessage(revoke.error) : null} />
      <QueryState
        query={tokens}
        failure="Failed to load release tokens."
        empty={{ when: (data) => data.length === 0, message: 'No release tokens yet.' }}
      >
        {(data) => (
          <ReleaseTokenTable
            tokens={data}
            revoking={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(token) =>
              revoke.mutate(token.id, { onSuccess: () => notifySuccess(`${token.remote} token revoked`) })
            }
          />
        )}
      </QueryState>
      <Modal
        opened={dialog !== 'closed'}
        onClose={close}
        title={typeof dialog === 'object' ? 'Release token created' : 'Create release token'}
        closeOnClickOutside={typeof dialog !== 'object'}
        centered
      >
        {dialog === 'creating' ? (
          <CreateReleaseTokenForm
            remotes={remotes.data?.map((remote) => remote.name) ?? []}
            onCreated={setDialog}
            onCancel={close}
          />
        ) : null}
        {typeof dialog === 'object' ? <TokenSecret token={dialog} onDone={close} /> : null}
      </Modal>
    </>
  );
}
