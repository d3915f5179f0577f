import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The one-time password: one numeric field, so browsers can fill it from the SMS. */
export function OtpInput(props: ComponentProps<typeof TextInput>) {
  return (
    <TextInput
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6-digit code"
      {...props}
    />
  );
}
