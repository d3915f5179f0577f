import { call, clearToken, setToken, useSession } from '@apparel/api-client';
import { authEndpoints } from '@apparel/contracts';
import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/** A developer's sign-in: gets a real token from the API server so the remote's pages can call it. */
export function SignInBox() {
  const session = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session) {
    return (
      <Group gap="sm">
        <Text size="sm">Signed in as {session.role}</Text>
        <Button size="xs" variant="default" onClick={clearToken}>
          Sign out
        </Button>
      </Group>
    );
  }

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call(authEndpoints.passwordLogin, { body: { identifier, password } });
      setToken(answer.token);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={signIn} aria-label="Developer sign-in">
      <Group gap="xs" align="flex-end">
        <TextInput
          size="xs"
          label="Email or mobile"
          value={identifier}
          onChange={(e) => setIdentifier(e.currentTarget.value)}
        />
        <PasswordInput
          size="xs"
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button size="xs" type="submit" loading={busy}>
          Sign in
        </Button>
        {failure ? (
          <Text size="xs" c="red" role="alert">
            {failure}
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
