import { errorMessage, usePasswordLogin } from '@apparel/api-client';
import { passwordLoginSchema } from '@apparel/contracts';
import { ErrorBanner } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useEnterApp } from './use-enter-app';

/** Sign in with an email or mobile and a password. */
export function PasswordLoginForm() {
  const enterApp = useEnterApp();
  const login = usePasswordLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const signIn = handleSubmit((credentials) => login.mutate(credentials, { onSuccess: enterApp }));

  return (
    <form onSubmit={signIn} noValidate>
      <Stack>
        <ErrorBanner message={login.error ? errorMessage(login.error) : null} />
        <TextInput
          label="Email or Mobile"
          autoComplete="username"
          error={errors.identifier?.message}
          {...register('identifier')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
