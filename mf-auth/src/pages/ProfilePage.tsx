import { errorMessage, useProfile } from '@apparel/api-client';
import { ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { ProfileEditor } from '../features/profile/ProfileEditor';

/** /manufacturer/profile: the signed-in manufacturer's own details. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="My Profile" />
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? (
        <ErrorBanner message={errorMessage(profile.error, 'Failed to load profile.')} />
      ) : null}
      {profile.isSuccess ? <ProfileEditor profile={profile.data} /> : null}
    </>
  );
}
