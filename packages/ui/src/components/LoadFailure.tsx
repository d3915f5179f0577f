import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A record that could not be loaded: product.md's message (e.g. "Failed to load manufacturer."), the reason
 * under it when one is known, and a Back button to its list.
 */
export function LoadFailure({
  message,
  reason,
  backTo,
}: {
  message: string;
  reason?: string;
  backTo: string;
}) {
  return (
    <Stack align="flex-start" gap="xs">
      <Alert color="red" role="alert" title={message} mb="md">
        {reason && reason !== message ? <Text size="sm">{reason}</Text> : null}
      </Alert>
      <Button component={Link} to={backTo} variant="default">
        Back
      </Button>
    </Stack>
  );
}
