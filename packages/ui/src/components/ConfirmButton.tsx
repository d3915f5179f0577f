import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDialogOnDemand } from './use-dialog-on-demand';

interface ConfirmButtonProps extends ButtonProps {
  /** The question, worded as product.md gives it (e.g. "Delete product?"). */
  confirm: string;
  onConfirm: () => void;
  children: ReactNode;
  confirmLabel?: string;
}

/** The one confirmation: a button that asks before it acts (its dialog mounts on the first press). */
export function ConfirmButton({
  confirm,
  onConfirm,
  children,
  confirmLabel = 'Confirm',
  ...buttonProps
}: ConfirmButtonProps) {
  const { mounted, opened, open, close } = useDialogOnDemand();
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {children}
      </Button>
      {mounted ? (
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
      ) : null}
    </>
  );
}
