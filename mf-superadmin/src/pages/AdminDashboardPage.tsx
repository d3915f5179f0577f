import { PageHeader } from '@apparel/ui';

/** The super admin's landing page: a welcome message only (SPEC 2). */
export default function AdminDashboardPage() {
  return <PageHeader title="Welcome, Super Admin" />;
}
