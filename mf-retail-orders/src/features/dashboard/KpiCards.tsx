import type { Dashboard } from '@apparel/contracts';
import { formatRupees } from '@apparel/ui';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatExpiry, formatFulfillment, formatOrderValue } from './dashboard-format';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The KPI cards and the subscription card (product.md §2), then Outstanding and Overdue. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="lg">
      <Figure label="Total Orders" value={dashboard.totalOrders} />
      <Figure label="Avg. Order Value" value={formatOrderValue(dashboard.averageOrderValue)} />
      <Figure label="Avg. Fulfillment" value={formatFulfillment(dashboard.averageFulfillmentTimeMinutes)} />
      <Figure label="Expiry Date" value={formatExpiry(dashboard.subscription?.endDate)} />
      <Figure label="Retailer Limit" value={dashboard.subscription?.retailerLimit ?? 'N/A'} />
      <Figure label="Product Limit" value={dashboard.subscription?.productLimit ?? 'N/A'} />
      {/* Beside product.md's cards: what retailers owe and how much of it is past due (product.md §16). */}
      <Figure label="Outstanding" value={formatRupees(dashboard.outstanding)} />
      <Figure label="Overdue" value={formatRupees(dashboard.overdue)} />
    </SimpleGrid>
  );
}
