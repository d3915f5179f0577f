import { errorMessage, useResetPassword } from '@apparel/api-client';
import { FALLBACK, resetPasswordSchema } from '@apparel/contracts';
import { ErrorBanner } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { MobileInput } from './MobileInput';
import { OtpInput } from './OtpInput';

interface ResetPasswordFormProps {
  mobile: string;
  otpSentMessage: string;
  onPasswordReset: () => void;
  /** Back to step 1, to use another number. */
  onChangeMobile: () => void;
}

/** Forgot password, step 2: the code from the SMS and the new password. */
export function ResetPasswordForm({
  mobile,
  otpSentMessage,
  onPasswordReset,
  onChangeMobile,
}: ResetPasswordFormProps) {
  const passwordReset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { mobile, otp: '', newPassword: '' },
  });
  const setNewPassword = handleSubmit((values) =>
    passwordReset.mutate(values, { onSuccess: onPasswordReset }),
  );

  return (
    <form onSubmit={setNewPassword} noValidate>
      <Stack>
        {otpSentMessage ? (
          <Alert color="green" role="status">
            {otpSentMessage}
          </Alert>
        ) : null}
        <ErrorBanner
          message={passwordReset.error ? errorMessage(passwordReset.error, FALLBACK.resetFailed) : null}
        />
        <MobileInput readOnly variant="filled" error={errors.mobile?.message} {...register('mobile')} />
        <OtpInput error={errors.otp?.message} {...register('otp')} />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Button type="submit" loading={passwordReset.isPending} fullWidth>
          Reset Password
        </Button>
        <Button variant="subtle" onClick={onChangeMobile} disabled={passwordReset.isPending}>
          Change Mobile Number
        </Button>
      </Stack>
    </form>
  );
}
