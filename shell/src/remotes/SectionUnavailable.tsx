import { Alert, Button, Stack, Text } from '@mantine/core';
import type { RemoteName } from '../routes/route-table';

const EXPLANATION: Partial<Record<RemoteName, string>> = {
  'mf-auth': 'The sign-in screens could not be loaded. Check your connection and try again in a moment.',
};
const DEFAULT_EXPLANATION =
  'This section could not be loaded. The menu and the other sections keep working; try again in a moment.';

/** Shown in place of a page whose remote failed to load or crashed while rendering. */
export function SectionUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Alert color="orange" title="Section unavailable" role="alert" maw={560} mx="auto" my="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{EXPLANATION[remote] ?? DEFAULT_EXPLANATION}</Text>
        <Button onClick={onRetry}>Retry</Button>
      </Stack>
    </Alert>
  );
}
