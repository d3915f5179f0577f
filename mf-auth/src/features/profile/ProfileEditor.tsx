import { errorMessage, useUpdateProfile } from '@apparel/api-client';
import { FALLBACK, type Profile, type ProfileUpdate, profileUpdateSchema } from '@apparel/contracts';
import { DiscardChangesGuard } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ManufacturerInfoSection } from './ManufacturerInfoSection';
import { toProfileForm } from './profile-form';
import { UserInfoSection } from './UserInfoSection';

/** My Profile: read in view mode; in edit mode the name and the company details can be saved. */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const saveProfile = useUpdateProfile();
  const saved = useMemo(() => toProfileForm(profile), [profile]);
  // `values` keeps the form in step with the reloaded profile after a save.
  const form = useForm<ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), values: saved });

  const startEditing = () => {
    saveProfile.reset();
    setEditing(true);
  };
  const stopEditing = () => {
    form.reset(saved);
    setEditing(false);
  };
  const save = form.handleSubmit((changes) =>
    saveProfile.mutate(changes, { onSuccess: () => setEditing(false) }),
  );
  const serverMessage = saveProfile.error ? errorMessage(saveProfile.error, '') : '';

  return (
    <form onSubmit={save} noValidate>
      <DiscardChangesGuard when={editing && form.formState.isDirty && !saveProfile.isPending} />
      <Stack maw={860}>
        <Group justify="flex-end">
          {editing ? (
            <Button variant="default" onClick={stopEditing} disabled={saveProfile.isPending}>
              Cancel
            </Button>
          ) : (
            <Button variant="light" onClick={startEditing}>
              Edit
            </Button>
          )}
        </Group>
        {saveProfile.isSuccess ? (
          <Alert color="green" role="status">
            {FALLBACK.profileUpdated}
          </Alert>
        ) : null}
        {saveProfile.isError ? (
          <Alert color="red" role="alert" title={FALLBACK.profileUpdateFailed}>
            {serverMessage}
          </Alert>
        ) : null}
        <UserInfoSection form={form} editing={editing} />
        {profile.manufacturer ? <ManufacturerInfoSection form={form} editing={editing} /> : null}
        {editing ? (
          <Group justify="flex-end">
            <Button type="submit" loading={saveProfile.isPending}>
              Save Profile
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
