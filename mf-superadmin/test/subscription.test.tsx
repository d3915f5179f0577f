import { field, findField, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SubscriptionPage from '../src/pages/SubscriptionPage';
import { aManufacturer } from './support/fixtures';

const SAVE = 'POST /admin/manufacturer/5/subscription';
const current = {
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  productLimit: 50,
  retailerLimit: 10,
  isActive: true,
};

const openSubscription = () =>
  renderPage(<SubscriptionPage />, {
    route: '/manufacturers/5/subscription',
    path: '/manufacturers/:id/subscription',
    otherRoutes: { '/manufacturers': <div>list</div> },
  });

const activeSwitch = () => screen.getByRole('switch', { name: 'Active' });

describe('Subscription form', () => {
  it("is headed with the manufacturer's name and pre-filled from its current subscription", async () => {
    mockApi({ 'GET /admin/manufacturers/5': { body: aManufacturer({ subscription: current }) } });
    openSubscription();
    expect(await screen.findByRole('heading', { name: 'Subscription for Acme Apparel' })).toBeInTheDocument();
    expect(field('Start Date')).toHaveValue('01/01/2025');
    expect(field('End Date')).toHaveValue('31/12/2025');
    expect(field('Product Limit')).toHaveValue('50');
    expect(field('Retailer Limit')).toHaveValue('10');
    expect(activeSwitch()).toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/manufacturers');
  });

  it('shows every validation message of SPEC 5 and saves nothing', async () => {
    const api = mockApi({ 'GET /admin/manufacturers/5': { body: aManufacturer({ subscription: null }) } });
    const user = setupUser();
    openSubscription();
    await findField('Start Date');
    expect(activeSwitch()).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field('Start Date')).toHaveAccessibleDescription('Start date is required'));
    expect(field('End Date')).toHaveAccessibleDescription('End date is required');
    expect(field('Product Limit')).toHaveAccessibleDescription('Must be at least 1');
    expect(field('Retailer Limit')).toHaveAccessibleDescription('Must be at least 1');

    await user.type(field('Start Date'), '31/12/2025');
    await user.type(field('End Date'), '01/01/2025');
    await user.type(field('Product Limit'), '0');
    await user.type(field('Retailer Limit'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The errors are checked again with the new values: 5 now passes, 0 still does not.
    await waitFor(() => expect(field('Retailer Limit')).not.toHaveAccessibleDescription());
    expect(field('Product Limit')).toHaveValue('0');
    expect(field('Product Limit')).toHaveAccessibleDescription('Must be at least 1');
    await user.clear(field('Product Limit'));
    await user.type(field('Product Limit'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription('End date must be after start date'),
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('saves typed DD/MM/YYYY dates as YYYY-MM-DD, toasts and returns to the list', async () => {
    const api = mockApi({
      'GET /admin/manufacturers/5': { body: aManufacturer({ subscription: current }) },
      [SAVE]: { body: { ...current, endDate: '2026-03-31', isActive: false } },
    });
    const user = setupUser();
    const { router } = openSubscription();
    await findField('End Date');

    await user.clear(field('End Date'));
    await user.type(field('End Date'), '31/03/2026');
    await user.clear(field('Retailer Limit'));
    await user.type(field('Retailer Limit'), '25');
    await user.click(activeSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Subscription updated successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manufacturers');
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      startDate: '2025-01-01',
      endDate: '2026-03-31',
      productLimit: 50,
      retailerLimit: 25,
      isActive: false,
    });
  });

  it("shows the server's message as a toast and under the form", async () => {
    mockApi({
      'GET /admin/manufacturers/5': { body: aManufacturer({ subscription: current }) },
      [SAVE]: { status: 400, body: { message: 'Retailer limit is below the linked retailers (12)' } },
    });
    const user = setupUser();
    const { router } = openSubscription();
    await findField('Start Date');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Retailer limit is below the linked retailers (12)')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/manufacturers/5/subscription');
  });

  it('falls back to "Operation failed" when the server gives no message', async () => {
    mockApi({
      'GET /admin/manufacturers/5': { body: aManufacturer({ subscription: current }) },
      [SAVE]: { status: 500, body: {} },
    });
    const user = setupUser();
    openSubscription();
    await findField('Start Date');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Operation failed')).toHaveLength(2);
  });

  it('shows "Failed to load manufacturer." with Back when the manufacturer cannot be loaded', async () => {
    mockApi({ 'GET /admin/manufacturers/5': { status: 404, body: { message: 'Manufacturer not found' } } });
    openSubscription();
    expect(await screen.findByText('Failed to load manufacturer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/manufacturers');
  });
});
