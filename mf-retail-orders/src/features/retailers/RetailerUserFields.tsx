import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { FormMode } from '../../shared/form-mode';
import type { RetailerFormValues } from './retailer-form-values';

/** User Details: the password is required on create, optional on edit (blank keeps it), hidden in view. */
export function RetailerUserFields({ mode }: { mode: FormMode }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RetailerFormValues>();
  const readOnly = mode === 'view';
  const variant = readOnly ? 'filled' : 'default';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name"
        withAsterisk={!readOnly}
        readOnly={readOnly}
        variant={variant}
        autoComplete="off"
        error={errors.user?.name?.message}
        {...register('user.name')}
      />
      <TextInput
        label="Email"
        type="email"
        withAsterisk={!readOnly}
        readOnly={readOnly}
        variant={variant}
        autoComplete="off"
        error={errors.user?.email?.message}
        {...register('user.email')}
      />
      <TextInput
        label="Mobile"
        type="tel"
        inputMode="numeric"
        withAsterisk={!readOnly}
        readOnly={readOnly}
        variant={variant}
        autoComplete="off"
        error={errors.user?.mobile?.message}
        {...register('user.mobile')}
      />
      {readOnly ? null : (
        <PasswordInput
          label="Password"
          withAsterisk={mode === 'create'}
          description={mode === 'edit' ? 'Leave blank to keep the current password' : undefined}
          autoComplete="new-password"
          error={errors.user?.password?.message}
          {...register('user.password')}
        />
      )}
    </SimpleGrid>
  );
}
