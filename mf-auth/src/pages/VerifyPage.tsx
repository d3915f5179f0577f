import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '../features/login/AuthCard';
import { VerifyOtpForm } from '../features/login/VerifyOtpForm';

/** The mobile is handed over by the login screen as navigation state (frontend contract). */
const handedOverMobile = (state: unknown): string | null => {
  const mobile = (state as { mobile?: unknown } | null)?.mobile;
  return typeof mobile === 'string' && mobile ? mobile : null;
};

export default function VerifyPage() {
  const mobile = handedOverMobile(useLocation().state);
  return (
    <AuthCard heading="Verify OTP">
      {mobile ? <VerifyOtpForm mobile={mobile} /> : null}
      <Stack gap={4} align="center">
        {mobile ? null : <Text size="sm">Request an OTP on the login page first.</Text>}
        <Anchor component={Link} to="/login" size="sm">
          Back to Login
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
