import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface PinDialogProps {
  remote: string;
  /** The version to pin; null keeps the dialog closed. */
  version: string | null;
  onClose: () => void;
  onPin: (reason: string) => void;
}

/** Pin's confirmation: says what everyone will get and takes the reason the history records. */
export function PinDialog({ remote, version, onClose, onPin }: PinDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal opened={version !== null} onClose={close} title="Please confirm" centered>
      <Text mb="md">
        Pin {remote} {version}? Every user gets this version on their next page load.
      </Text>
      <Textarea
        label="Reason (kept in the history)"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.currentTarget.value)}
        mb="lg"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onPin(reason.trim());
            close();
          }}
        >
          Pin
        </Button>
      </Group>
    </Modal>
  );
}
