import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ConfirmButtonProps extends ButtonProps {
  /** The question, worded as product.md gives it (e.g. "Delete product?"). */
  confirm: string;
  onConfirm: () => void;
  children: ReactNode;
  confirmLabel?: string;
}

/** The one confirmation: a button that asks before it acts. */
export function ConfirmButton({
  confirm,
  onConfirm,
  children,
  confirmLabel = 'Confirm',
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title="Please confirm" centered>
        <Text mb="lg">{confirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color={buttonProps.color ?? 'red'}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
