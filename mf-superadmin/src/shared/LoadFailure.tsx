import { ErrorBanner } from '@apparel/ui';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A record that could not be loaded: the message and a way back to its list. */
export function LoadFailure({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Stack align="flex-start" gap="xs">
      <ErrorBanner message={message} />
      <Button component={Link} to={backTo} variant="default">
        Back
      </Button>
    </Stack>
  );
}
