import { type RemoteRelease, startCanarySchema } from '@apparel/contracts';
import { Select } from '@apparel/ui';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface CanaryDialogProps {
  remote: RemoteRelease;
  opened: boolean;
  onClose: () => void;
  onStart: (canary: { version: string; percent: number }) => void;
}

/** Canary: a version other than the pinned one, served to a percentage of users (1 to 99). */
export function CanaryDialog({ remote, opened, onClose, onStart }: CanaryDialogProps) {
  const choices = remote.versions.map((v) => v.version).filter((version) => version !== remote.pinned);
  const [version, setVersion] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | string>(10);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setVersion(null);
    setPercent(10);
    setProblem(null);
    onClose();
  };
  const start = () => {
    if (!version) {
      setProblem('Choose the version to serve');
      return;
    }
    const parsed = startCanarySchema.safeParse({ version, percent: Number(percent) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the percentage');
      return;
    }
    onStart(parsed.data);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Canary for ${remote.name}`} centered>
      <Stack gap="md">
        <Text size="sm">
          The chosen percentage of users gets this version; each browser, and once signed in each user, keeps
          the version it was given.
        </Text>
        <Select
          label="Version"
          // The dialog opens with its first field focused; Mantine's focus trap, a moment after opening,
          // would otherwise move focus to the close button and shut a dropdown the user already opened.
          data-autofocus
          data={choices}
          value={version}
          onChange={setVersion}
          required
          error={problem?.startsWith('Choose') ? problem : undefined}
        />
        <NumberInput
          label="Percentage of users"
          min={1}
          max={99}
          suffix=" %"
          value={percent}
          onChange={setPercent}
          required
          error={problem && !problem.startsWith('Choose') ? problem : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={start}>Start canary</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
