import type { ProfileUpdate } from '@apparel/contracts';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';

/** Name is editable in edit mode; email and mobile identify the account and stay read-only. */
export function UserInfoSection({ form, editing }: { form: UseFormReturn<ProfileUpdate>; editing: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Fieldset legend="User Info">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          readOnly={!editing}
          variant={editing ? 'default' : 'filled'}
          autoComplete="name"
          error={errors.user?.name?.message}
          {...register('user.name')}
        />
        <TextInput label="Email" readOnly variant="filled" {...register('user.email')} />
        <TextInput label="Mobile" readOnly variant="filled" {...register('user.mobile')} />
      </SimpleGrid>
    </Fieldset>
  );
}
