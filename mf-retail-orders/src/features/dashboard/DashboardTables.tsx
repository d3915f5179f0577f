import type { Dashboard } from '@apparel/contracts';
import { formatRupees } from '@apparel/ui';
import { SimpleGrid } from '@mantine/core';
import { MonthlyTrendChart, StatusChart } from './DashboardCharts';
import { FigureTable } from './FigureTable';

/** The six tables of product.md §2, the monthly trend and status summary also drawn as charts. */
export function DashboardTables({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <FigureTable
        title="Top Selling Products"
        headers={['Name', 'Total Sold']}
        rows={dashboard.topSellingProducts}
        rowKey={(r) => r.productId}
        cells={(r) => [r.name, r.totalSold]}
      />
      <FigureTable
        title="Size Demand Match"
        headers={['Size', 'Stock Qty', 'Sold Qty']}
        rows={dashboard.sizeDemandMatch}
        rowKey={(r) => r.size}
        cells={(r) => [r.size, r.stockQty, r.soldQty]}
      />
      <FigureTable
        title="Monthly Sales Trend"
        headers={['Month', 'Total Sales']}
        rows={dashboard.monthlyTrends}
        rowKey={(r) => r.month}
        cells={(r) => [r.month, formatRupees(r.totalSales)]}
        chart={(tableId) => <MonthlyTrendChart months={dashboard.monthlyTrends} describedBy={tableId} />}
      />
      <FigureTable
        title="Order Status Summary"
        headers={['Status', 'Count']}
        rows={dashboard.orderStatusSummary}
        rowKey={(r) => r.status}
        cells={(r) => [r.status, r.count]}
        chart={(tableId) => <StatusChart statuses={dashboard.orderStatusSummary} describedBy={tableId} />}
      />
      <FigureTable
        title="Top Performing Retailers"
        headers={['Name', 'Total Order Value']}
        rows={dashboard.topRetailers}
        rowKey={(r) => r.retailerId}
        cells={(r) => [r.name, formatRupees(r.totalOrderValue)]}
      />
      <FigureTable
        title="Retailer Engagement"
        headers={['Name', 'Engagement Score']}
        rows={dashboard.retailerEngagement}
        rowKey={(r) => r.retailerId}
        cells={(r) => [r.name, r.engagementScore]}
      />
    </SimpleGrid>
  );
}
