import { errorMessage, useDashboard } from '@apparel/api-client';
import { ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { DashboardTables } from '../features/dashboard/DashboardTables';
import { KpiCards } from '../features/dashboard/KpiCards';

/** /manufacturer/dashboard: KPIs, the subscription, and the business in six tables and two charts. */
export default function ManufacturerDashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? (
        <ErrorBanner message={errorMessage(dashboard.error, dashboard.error.message)} />
      ) : null}
      {dashboard.data ? (
        <>
          <KpiCards dashboard={dashboard.data} />
          <DashboardTables dashboard={dashboard.data} />
        </>
      ) : null}
    </>
  );
}
