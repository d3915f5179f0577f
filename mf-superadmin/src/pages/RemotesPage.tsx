import { useRegistryRemotes } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
import { Stack } from '@mantine/core';
import { RegistryHistory } from '../features/remotes/RegistryHistory';
import { RemoteCard } from '../features/remotes/RemoteCard';

/** /admin/remotes: each remote's pin, canary and published versions, with Pin, Roll back, Canary, Promote, Drop and the history. */
export default function RemotesPage() {
  const remotes = useRegistryRemotes();
  return (
    <>
      <PageHeader title="Remotes" />
      <Stack gap="lg">
        <QueryState
          query={remotes}
          failure="Failed to load remotes."
          empty={{ when: (data) => data.length === 0, message: 'No remotes published yet.' }}
        >
          {(data) => data.map((remote) => <RemoteCard key={remote.name} remote={remote} />)}
        </QueryState>
        <RegistryHistory remotes={remotes.data?.map((remote) => remote.name) ?? []} />
      </Stack>
    </>
  );
}
