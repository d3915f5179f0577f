import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** The user block the manufacturer, retailer and admin forms all nest under `user` (product.md §3). */
interface UserBlock {
  user: { name: string; email: string; mobile: string; password?: string };
}

interface UserFieldsProps {
  mode: 'create' | 'edit' | 'view';
  /** Admins keep their email and mobile once created. */
  lockContactOnEdit?: boolean;
}

/**
 * Name, Email, Mobile and Password of an account's user: the password is required on create, optional
 * on edit (blank keeps the current one) and hidden in view, where every field is read-only.
 */
export function UserFields({ mode, lockContactOnEdit = false }: UserFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserBlock>();
  const viewing = mode === 'view';
  const contactReadOnly = viewing || (lockContactOnEdit && mode === 'edit');
  // Read-only inputs are filled, so they do not look editable.
  const looks = (readOnly: boolean) =>
    ({ readOnly, withAsterisk: !readOnly, variant: readOnly ? 'filled' : 'default' }) as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name"
        {...looks(viewing)}
        autoComplete="off"
        error={errors.user?.name?.message}
        {...register('user.name')}
      />
      <TextInput
        label="Email"
        type="email"
        {...looks(contactReadOnly)}
        autoComplete="off"
        error={errors.user?.email?.message}
        {...register('user.email')}
      />
      <TextInput
        label="Mobile"
        type="tel"
        inputMode="numeric"
        {...looks(contactReadOnly)}
        autoComplete="off"
        error={errors.user?.mobile?.message}
        {...register('user.mobile')}
      />
      {viewing ? null : (
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
