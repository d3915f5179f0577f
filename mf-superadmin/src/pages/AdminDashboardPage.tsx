import { useAdminDashboard } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
import { Text } from '@mantine/core';
import { PlatformGlance } from '../features/dashboard/PlatformGlance';

/** The super admin's landing page: product.md's welcome message, then the platform at a glance. */
export default function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <Text size="lg" mb="lg">
        Welcome, Super Admin
      </Text>
      <QueryState query={dashboard} failure="Failed to load the dashboard.">
        {(data) => <PlatformGlance dashboard={data} />}
      </QueryState>
    </>
  );
}
