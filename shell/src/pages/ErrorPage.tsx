import { FALLBACK } from '@apparel/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

const messageOf = (state: unknown): string => {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : FALLBACK.defaultError;
};

/** /error and every unknown URL: the message handed over in navigation, and a way home. */
export function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2" tabIndex={-1}>
          Error
        </Title>
        <Text>{messageOf(location.state)}</Text>
        <Button onClick={() => navigate('/')}>Go to Home</Button>
      </Stack>
    </Center>
  );
}
