import {
  errorMessage,
  useDropCanary,
  usePinRemote,
  usePromoteCanary,
  useRollbackRemote,
  useStartCanary,
} from '@apparel/api-client';
import type { RemoteRelease } from '@apparel/contracts';
import { ConfirmButton, ErrorBanner, notifySuccess } from '@apparel/ui';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CanaryDialog } from './CanaryDialog';
import { PinDialog } from './PinDialog';
import { RemoteVersionTable } from './RemoteVersionTable';

/**
 * One remote: what is pinned and in canary, its actions (Roll back, Canary, Promote, Drop), its
 * published versions with Pin, and the server's reason when it refused the last change.
 */
export function RemoteCard({ remote }: { remote: RemoteRelease }) {
  const pin = usePinRemote();
  const rollback = useRollbackRemote();
  const startCanary = useStartCanary();
  const promote = usePromoteCanary();
  const drop = useDropCanary();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pinning, setPinning] = useState<string | null>(null);
  const [canaryOpen, setCanaryOpen] = useState(false);
  const busy = [pin, rollback, startCanary, promote, drop].some((change) => change.isPending);
  const { name, canary } = remote;

  /**
   * Runs a change and toasts what the server says it did; a refusal (409) or any failure shows the
   * server's message above the versions.
   */
  const change = (run: () => Promise<{ message?: string } | undefined>, done: string) => {
    setRefusal(null);
    run().then(
      (result) => notifySuccess(result?.message || done),
      (error: unknown) => setRefusal(errorMessage(error)),
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`remote-${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3" id={`remote-${name}`}>
              {name}
            </Title>
            <Text size="sm">Pinned: {remote.pinned ?? 'nothing'}</Text>
            <Text size="sm">
              Canary: {canary ? `${canary.version} for ${canary.percent} % of users` : 'none'}
            </Text>
          </div>
          <Group gap="xs">
            <ConfirmButton
              variant="default"
              color="blue"
              confirm={`Roll ${name} back to the version pinned before ${remote.pinned}?`}
              confirmLabel="Roll back"
              disabled={busy || !remote.pinned}
              onConfirm={() => change(() => rollback.mutateAsync(name), `${name} rolled back`)}
            >
              Roll back
            </ConfirmButton>
            {canary ? (
              <>
                <ConfirmButton
                  color="blue"
                  confirm={`Promote ${name} ${canary.version} to every user?`}
                  confirmLabel="Promote"
                  disabled={busy}
                  onConfirm={() =>
                    change(() => promote.mutateAsync(name), `${name} ${canary.version} promoted`)
                  }
                >
                  Promote
                </ConfirmButton>
                <ConfirmButton
                  variant="light"
                  confirm={`Drop the canary of ${name} ${canary.version}?`}
                  confirmLabel="Drop"
                  disabled={busy}
                  onConfirm={() => change(() => drop.mutateAsync(name), `${name} canary dropped`)}
                >
                  Drop
                </ConfirmButton>
              </>
            ) : (
              <Button variant="default" disabled={busy} onClick={() => setCanaryOpen(true)}>
                Canary
              </Button>
            )}
          </Group>
        </Group>
        <ErrorBanner message={refusal} onClose={() => setRefusal(null)} />
        <RemoteVersionTable remote={remote} onPin={setPinning} busy={busy} />
      </Stack>
      <PinDialog
        remote={name}
        version={pinning}
        onClose={() => setPinning(null)}
        onPin={(reason) => {
          const version = pinning ?? '';
          change(
            () => pin.mutateAsync({ name, version, ...(reason ? { reason } : {}) }),
            `${name} ${version} pinned`,
          );
        }}
      />
      <CanaryDialog
        remote={remote}
        opened={canaryOpen}
        onClose={() => setCanaryOpen(false)}
        onStart={(request) =>
          change(
            () => startCanary.mutateAsync({ name, ...request }),
            `${name} ${request.version} in canary for ${request.percent} %`,
          )
        }
      />
    </Card>
  );
}
