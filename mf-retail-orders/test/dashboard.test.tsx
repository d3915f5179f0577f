import type { Dashboard } from '@apparel/contracts';
import { contrastRatio, cssVariablesResolver, theme } from '@apparel/ui';
import { mockApi, renderPage } from '@apparel/ui/testing';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ManufacturerDashboardPage from '../src/pages/ManufacturerDashboardPage';
import { STATUS_COLOURS } from '../src/shared/status-colours';

const DASHBOARD: Dashboard = {
  totalOrders: 4,
  averageOrderValue: 1449.5,
  averageFulfillmentTimeMinutes: 60,
  outstanding: 190500.5,
  overdue: 122500,
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
    expect(screen.getByLabelText('Outstanding: ₹1,90,500.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Overdue: ₹1,22,500.00')).toBeInTheDocument();
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

  it('lists the six tables; each chart is named and described by its table', async () => {
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
    // Each chart is a named picture whose description is its table, and no Tab stop. The chart
    // library loads after the figures (LazyBarChart), into the picture already in place.
    for (const [chart, tableName] of [
      ['Monthly Sales Trend chart', 'Monthly Sales Trend'],
      ['Order Status Summary chart', 'Order Status Summary'],
    ] as const) {
      const picture = screen.getByRole('img', { name: chart });
      const describedBy = screen.getByRole('table', { name: tableName });
      expect(picture).toHaveAttribute('aria-describedby', describedBy.id);
      expect(picture).toHaveAccessibleDescription(/₹2,899\.89|ACCEPTED 2/);
      await waitFor(() => expect(picture.querySelector('.mantine-BarChart-root')).not.toBeNull());
      expect(picture.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    }
    // Headings go h1 -> h2, none skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly Sales Trend' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('draws a chart once it comes within half a screen of the view, in the room held for it', async () => {
    const watched = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(element: Element) {
          watched.set(element, this.report);
        }
        disconnect() {}
      },
    );
    mockApi({ 'GET /manufacturer/dashboard': { body: DASHBOARD } });
    open();
    const picture = await screen.findByRole('img', { name: 'Monthly Sales Trend chart' });
    expect(picture.querySelector('.mantine-BarChart-root')).toBeNull();
    // The box is watched from an effect, which may run a moment after the chart's room is committed.
    const watching = () => [...watched].find(([element]) => picture.contains(element));
    await waitFor(() => expect(watching(), 'the chart does not watch its box').toBeDefined());
    const [box, report] = watching() ?? [];
    if (!box || !report) throw new Error('the chart does not watch its box');
    act(() => report([{ isIntersecting: true, target: box } as IntersectionObserverEntry], {} as never));
    await waitFor(() => expect(picture.querySelector('.mantine-BarChart-root')).not.toBeNull());
    const other = screen.getByRole('img', { name: 'Order Status Summary chart' });
    expect(other.querySelector('.mantine-BarChart-root')).toBeNull();
  });

  it('gives each status its own colour, contrast-checked on the page in light and dark', () => {
    const { light, dark } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    const colours = Object.values(STATUS_COLOURS);
    expect(new Set(colours).size).toBe(colours.length);
    expect(colours).toHaveLength(7);
    expect(STATUS_COLOURS).toMatchObject({ ACCEPTED: 'green', REJECTED: 'red', PENDING: 'yellow' });
    for (const colour of colours) {
      expect(contrastRatio(light[`--mantine-color-${colour}-text`] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
        3,
      );
      expect(contrastRatio(dark[`--mantine-color-${colour}-text`] ?? '', '#242424')).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
});
