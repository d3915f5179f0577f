import { errorMessage, useCreateReleaseToken } from '@apparel/api-client';
import type { CreatedReleaseToken } from '@apparel/contracts';
import { ErrorBanner, Select } from '@apparel/ui';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';

interface CreateReleaseTokenFormProps {
  remotes: readonly string[];
  onCreated: (token: CreatedReleaseToken) => void;
  onCancel: () => void;
}

/** Create: the one remote the token may publish. */
export function CreateReleaseTokenForm({ remotes, onCreated, onCancel }: CreateReleaseTokenFormProps) {
  const create = useCreateReleaseToken();
  const [remote, setRemote] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!remote) {
      setMissing(true);
      return;
    }
    create.mutate({ remote }, { onSuccess: onCreated });
  };
  return (
    <Stack gap="md">
      <ErrorBanner message={create.isError ? errorMessage(create.error) : null} />
      <Select
        label="Remote"
        // The dialog opens with its first field focused; Mantine's focus trap, a moment after opening,
        // would otherwise move focus to the close button and shut a dropdown the user already opened.
        data-autofocus
        description="The token can publish this remote only."
        data={remotes}
        value={remote}
        onChange={(value) => {
          setRemote(value);
          setMissing(false);
        }}
        required
        error={missing ? 'Choose the remote the token may publish' : undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          Create token
        </Button>
      </Group>
    </Stack>
  );
}
