import { useProfile } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
import { ProfileEditor } from '../features/profile/ProfileEditor';

/** /manufacturer/profile: the signed-in manufacturer's own details. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="My Profile" />
      <QueryState query={profile} failure="Failed to load profile.">
        {(data) => <ProfileEditor profile={data} />}
      </QueryState>
    </>
  );
}
