import { errorMessage, useRequestOtp, useVerifyOtp } from '@apparel/api-client';
import { FALLBACK, verifyOtpSchema } from '@apparel/contracts';
import { ErrorBanner } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { MobileInput } from './MobileInput';
import { OtpInput } from './OtpInput';
import { useEnterApp } from './use-enter-app';

/** Enter the one-time password texted to the mobile; the code can be sent again. */
export function VerifyOtpForm({ mobile }: { mobile: string }) {
  const enterApp = useEnterApp();
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verifyOtpSchema), defaultValues: { mobile, otp: '' } });

  const signIn = handleSubmit((values) => {
    resend.reset();
    verify.mutate(values, { onSuccess: enterApp });
  });
  const resendCode = () => {
    verify.reset();
    resend.mutate({ mobile });
  };
  const failure = verify.error
    ? errorMessage(verify.error, FALLBACK.verificationFailed)
    : resend.error
      ? errorMessage(resend.error)
      : null;

  return (
    <form onSubmit={signIn} noValidate>
      <Stack>
        <ErrorBanner message={failure} />
        {resend.data ? (
          <Alert color="green" role="status">
            {resend.data.message}
          </Alert>
        ) : null}
        <MobileInput readOnly variant="filled" error={errors.mobile?.message} {...register('mobile')} />
        <OtpInput error={errors.otp?.message} {...register('otp')} />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Verify
        </Button>
        <Group justify="center">
          <Button
            variant="subtle"
            onClick={resendCode}
            loading={resend.isPending}
            disabled={verify.isPending}
          >
            Resend OTP
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
