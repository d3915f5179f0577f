import { errorMessage, useAdminDashboard } from '@apparel/api-client';
import { ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Text } from '@mantine/core';
import { PlatformGlance } from '../features/dashboard/PlatformGlance';

/** The super admin's landing page: SPEC's welcome message, then the platform at a glance. */
export default function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <Text size="lg" mb="lg">
        Welcome, Super Admin
      </Text>
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? (
        <ErrorBanner message={errorMessage(dashboard.error, 'Failed to load the dashboard.')} />
      ) : null}
      {dashboard.data ? <PlatformGlance dashboard={dashboard.data} /> : null}
    </>
  );
}
