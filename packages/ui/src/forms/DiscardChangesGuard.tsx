import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Navigation state that passes the guard: a page that has just saved navigates with it
 * (`navigate('/manufacturers', { state: AFTER_SAVE })`), since its form is still dirty then.
 */
export const AFTER_SAVE = { afterSave: true } as const;

const isAfterSave = (state: unknown) => (state as { afterSave?: unknown } | null)?.afterSave === true;

/**
 * Asks "Discard changes?" before an in-app navigation drops unsaved edits, and lets the browser ask
 * before a reload or closing the tab. Render it inside the form with `when` = the form is dirty.
 */
export function DiscardChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isAfterSave(nextLocation.state),
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Discard changes?" centered>
      <Text mb="lg">Your changes on this page have not been saved.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
