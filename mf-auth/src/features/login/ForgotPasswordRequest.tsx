import { errorMessage, useForgotPassword } from '@apparel/api-client';
import { forgotPasswordSchema } from '@apparel/contracts';
import { ErrorBanner } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { MobileInput } from './MobileInput';

export interface ResetOtpSent {
  mobile: string;
  /** The server's answer, e.g. that the code was sent. */
  message: string;
}

/** Forgot password, step 1: the mobile to send the reset code to. */
export function ForgotPasswordRequest({ onOtpSent }: { onOtpSent: (sent: ResetOtpSent) => void }) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { mobile: '' } });
  const sendResetCode = handleSubmit(({ mobile }) =>
    forgot.mutate({ mobile }, { onSuccess: ({ message }) => onOtpSent({ mobile, message }) }),
  );

  return (
    <form onSubmit={sendResetCode} noValidate>
      <Stack>
        <ErrorBanner message={forgot.error ? errorMessage(forgot.error) : null} />
        <MobileInput
          description="We will text a code to this number"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
