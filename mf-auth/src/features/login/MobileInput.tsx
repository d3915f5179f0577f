import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The mobile number field of every sign-in step. */
export function MobileInput(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Mobile Number" type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
