import { errorMessage, useRequestOtp } from '@apparel/api-client';
import { otpRequestSchema } from '@apparel/contracts';
import { ErrorBanner, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MobileInput } from './MobileInput';

/** Sign in by mobile: request a one-time password, then enter it on /verify. */
export function OtpRequestForm() {
  const navigate = useNavigate();
  const sendOtp = useRequestOtp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(otpRequestSchema), defaultValues: { mobile: '' } });
  const requestCode = handleSubmit(({ mobile }) =>
    sendOtp.mutate(
      { mobile },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          navigate('/verify', { state: { mobile } });
        },
      },
    ),
  );

  return (
    <form onSubmit={requestCode} noValidate>
      <Stack>
        <ErrorBanner message={sendOtp.error ? errorMessage(sendOtp.error) : null} />
        <MobileInput error={errors.mobile?.message} {...register('mobile')} />
        <Button type="submit" loading={sendOtp.isPending} fullWidth>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
