import { homeOf, isExpired, useSession } from '@apparel/api-client';
import { FALLBACK } from '@apparel/contracts';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthCard } from '../features/login/AuthCard';
import { ForgotPasswordForm } from '../features/login/ForgotPasswordForm';
import { OtpRequestForm } from '../features/login/OtpRequestForm';
import { PasswordLoginForm } from '../features/login/PasswordLoginForm';

/** The three ways in (product.md §4): password, one-time password by SMS, and resetting a forgotten password. */
type LoginMode = 'password' | 'otp' | 'forgot';

const HEADINGS: Record<LoginMode, string> = {
  password: 'Sign in to your account',
  otp: 'Sign in with a one-time password',
  forgot: 'Reset your password',
};

export default function LoginPage() {
  const session = useSession();
  const [mode, setMode] = useState<LoginMode>('password');
  const [passwordWasReset, setPasswordWasReset] = useState(false);

  const signedInHome = session && !isExpired(session) ? homeOf(session.role) : null;
  if (signedInHome) return <Navigate to={signedInHome} replace />;

  const switchTo = (next: LoginMode) => {
    setPasswordWasReset(false);
    setMode(next);
  };
  const backToPasswordLogin = () => {
    setMode('password');
    setPasswordWasReset(true);
  };

  return (
    <AuthCard heading={HEADINGS[mode]}>
      {passwordWasReset && mode === 'password' ? (
        <Alert color="green" role="status">
          {FALLBACK.resetDone}
        </Alert>
      ) : null}
      {mode === 'password' ? <PasswordLoginForm /> : null}
      {mode === 'otp' ? <OtpRequestForm /> : null}
      {mode === 'forgot' ? <ForgotPasswordForm onPasswordReset={backToPasswordLogin} /> : null}
      <Group justify="space-between">
        {mode === 'password' ? (
          <>
            <Button variant="subtle" size="compact-sm" onClick={() => switchTo('forgot')}>
              Forgot Password?
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => switchTo('otp')}>
              Login with OTP
            </Button>
          </>
        ) : mode === 'otp' ? (
          <Button variant="subtle" size="compact-sm" onClick={() => switchTo('password')}>
            Login with Password
          </Button>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={() => switchTo('password')}>
            Back to Login
          </Button>
        )}
      </Group>
    </AuthCard>
  );
}
