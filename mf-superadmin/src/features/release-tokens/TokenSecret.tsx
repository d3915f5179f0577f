import type { CreatedReleaseToken } from '@apparel/contracts';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** The new token's secret, shown this once, with Copy and the warning that it cannot be shown again. */
export function TokenSecret({ token, onDone }: { token: CreatedReleaseToken; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="Copy the token now" role="alert">
        This is the only time the token is shown. Store it in {token.remote}'s CI secrets; it can publish{' '}
        {token.remote} and nothing else.
      </Alert>
      <Text size="sm" fw={600} id="release-token-secret-label">
        Release token for {token.remote}
      </Text>
      <Code block aria-labelledby="release-token-secret-label" style={{ wordBreak: 'break-all' }}>
        {token.secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={token.secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
