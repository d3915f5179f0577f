import type { Dashboard } from '@apparel/contracts';
import { mockApi, renderPage } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ManufacturerDashboardPage from '../src/pages/ManufacturerDashboardPage';

const DASHBOARD: Dashboard = {
  totalOrders: 4,
  averageOrderValue: 1449.5,
  averageFulfillmentTimeMinutes: 60,
  topSellingProducts: [{ productId: 1, name: 'Cotton Shirt', totalSold: 10 }],
  subscription: { endDate: '2026-12-31', retailerLimit: 50, productLimit: 100 },
  sizeDemandMatch: [{ size: 'M', stockQty: 990, soldQty: 10 }],
  monthlyTrends: [
    { month: '2025-05', totalSales: 0 },
    { month: '2025-06', totalSales: 2899.89 },
  ],
  orderStatusSummary: [
    { status: 'PENDING', count: 1 },
    { status: 'ACCEPTED', count: 2 },
    { status: 'REJECTED', count: 1 },
  ],
  topRetailers: [{ retailerId: 3, name: 'Alpha Retail', totalOrderValue: 1899.9 }],
  retailerEngagement: [{ retailerId: 3, name: 'Alpha Retail', engagementScore: 100 }],
};

const open = () =>
  renderPage(<ManufacturerDashboardPage />, {
    route: '/manufacturer/dashboard',
    path: '/manufacturer/dashboard',
  });

describe('Manufacturer dashboard', () => {
  it('formats the KPIs and the subscription as SPEC says', async () => {
    mockApi({ 'GET /manufacturer/dashboard': { body: DASHBOARD } });
    open();
    expect(await screen.findByLabelText('Total Orders: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Avg. Order Value: ₹1,449.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Avg. Fulfillment: 60 min')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry Date: 31/12/2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Retailer Limit: 50')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Limit: 100')).toBeInTheDocument();
  });

  it('shows "-" without accepted orders and N/A without a subscription', async () => {
    mockApi({
      'GET /manufacturer/dashboard': {
        body: { ...DASHBOARD, averageFulfillmentTimeMinutes: null, subscription: null, averageOrderValue: 0 },
      },
    });
    open();
    expect(await screen.findByLabelText('Avg. Fulfillment: -')).toBeInTheDocument();
    expect(screen.getByLabelText('Avg. Order Value: ₹0.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry Date: N/A')).toBeInTheDocument();
  });

  it('lists the six tables, and describes both charts in words', async () => {
    mockApi({ 'GET /manufacturer/dashboard': { body: DASHBOARD } });
    open();
    const table = async (name: string) => within(await screen.findByRole('table', { name }));
    expect(
      (await table('Top Selling Products')).getByRole('row', { name: 'Cotton Shirt 10' }),
    ).toBeInTheDocument();
    expect((await table('Size Demand Match')).getByRole('row', { name: 'M 990 10' })).toBeInTheDocument();
    expect(
      (await table('Monthly Sales Trend')).getByRole('row', { name: '2025-06 ₹2,899.89' }),
    ).toBeInTheDocument();
    expect(
      (await table('Order Status Summary')).getByRole('row', { name: 'ACCEPTED 2' }),
    ).toBeInTheDocument();
    expect(
      (await table('Top Performing Retailers')).getByRole('row', { name: 'Alpha Retail ₹1,899.90' }),
    ).toBeInTheDocument();
    expect(
      (await table('Retailer Engagement')).getByRole('row', { name: 'Alpha Retail 100' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Monthly sales chart\. 2025-05: ₹0\.00, 2025-06: ₹2,899\.89/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Order status chart. PENDING: 1, ACCEPTED: 2, REJECTED: 1' }),
    ).toBeInTheDocument();
  });
});
