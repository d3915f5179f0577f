import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ErrorBanner } from './ErrorBanner';

/** A record that could not be loaded: the message and a Back button to its list. */
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
