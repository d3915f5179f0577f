import { useState } from 'react';
import { ForgotPasswordRequest, type ResetOtpSent } from './ForgotPasswordRequest';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Forgot password: step 1 texts a code to the mobile, step 2 sets the new password with it. */
export function ForgotPasswordForm({ onPasswordReset }: { onPasswordReset: () => void }) {
  const [otpSent, setOtpSent] = useState<ResetOtpSent | null>(null);
  if (!otpSent) return <ForgotPasswordRequest onOtpSent={setOtpSent} />;
  return (
    <ResetPasswordForm
      mobile={otpSent.mobile}
      otpSentMessage={otpSent.message}
      onPasswordReset={onPasswordReset}
      onChangeMobile={() => setOtpSent(null)}
    />
  );
}
