import { useDashboard } from '@apparel/api-client';
import { PageHeader, QueryState } from '@apparel/ui';
import { DashboardTables } from '../features/dashboard/DashboardTables';
import { KpiCards } from '../features/dashboard/KpiCards';

/** /manufacturer/dashboard: KPIs, the subscription, and the business in six tables and two charts. */
export default function ManufacturerDashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      <QueryState query={dashboard}>
        {(data) => (
          <>
            <KpiCards dashboard={data} />
            <DashboardTables dashboard={data} />
          </>
        )}
      </QueryState>
    </>
  );
}
