import { Button, Group, Notification, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * "A new version is available" with Reload, at the bottom of the screen. It never reloads by itself:
 * the user finishes what they are doing (an unsaved form) and reloads when they choose.
 */
export function NewVersionNotice() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 400,
        display: 'flex',
        justifyContent: 'flex-end',
      }}
    >
      <Notification
        title="A new version is available"
        withCloseButton
        closeButtonProps={{ 'aria-label': 'Dismiss' }}
        onClose={() => setDismissed(true)}
        maw={420}
        withBorder
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">Reload to use it; this tab keeps working until you do.</Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
