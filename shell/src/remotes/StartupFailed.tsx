import { AppProviders } from '@apparel/ui';
import { Alert, Button, Stack, Text } from '@mantine/core';

/** Shown when /remotes.json cannot be read at start-up: without it the shell knows no page. */
export function StartupFailed() {
  return (
    <AppProviders>
      <Alert color="orange" title="Section unavailable" role="alert" maw={560} mx="auto" my="xl">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            The application could not be loaded. Check your connection and try again in a moment.
          </Text>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </Stack>
      </Alert>
    </AppProviders>
  );
}
