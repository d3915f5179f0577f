import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** The user block shared by the manufacturer and admin forms; both nest it under `user` (SPEC 3). */
interface UserBlock {
  user: { name: string; email: string; mobile: string; password?: string };
}

interface UserFieldsProps {
  mode: 'create' | 'edit';
  /** Admins keep their email and mobile once created. */
  lockContactOnEdit?: boolean;
}

/** Name, Email, Mobile and Password: the password is required on create, optional on edit. */
export function UserFields({ mode, lockContactOnEdit = false }: UserFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserBlock>();
  const contactReadOnly = lockContactOnEdit && mode === 'edit';
  // Read-only inputs are filled, so they do not look editable.
  const variant = (locked: boolean) => (locked ? 'filled' : 'default');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        error={errors.user?.name?.message}
        {...register('user.name')}
      />
      <TextInput
        label="Email"
        type="email"
        withAsterisk={!contactReadOnly}
        readOnly={contactReadOnly}
        variant={variant(contactReadOnly)}
        autoComplete="off"
        error={errors.user?.email?.message}
        {...register('user.email')}
      />
      <TextInput
        label="Mobile"
        type="tel"
        inputMode="numeric"
        withAsterisk={!contactReadOnly}
        readOnly={contactReadOnly}
        variant={variant(contactReadOnly)}
        autoComplete="off"
        error={errors.user?.mobile?.message}
        {...register('user.mobile')}
      />
      <PasswordInput
        label="Password"
        withAsterisk={mode === 'create'}
        description={mode === 'edit' ? 'Leave blank to keep the current password' : undefined}
        autoComplete="new-password"
        error={errors.user?.password?.message}
        {...register('user.password')}
      />
    </SimpleGrid>
  );
}
