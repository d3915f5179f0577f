import { mockApi, renderPage } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminDashboardPage from '../src/pages/AdminDashboardPage';

const open = () =>
  renderPage(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });

it('welcomes the super admin and shows the platform at a glance, each figure a link to its list', async () => {
  mockApi({
    'GET /admin/dashboard': {
      body: {
        today: '2026-11-23',
        manufacturers: 12,
        activeSubscriptions: 9,
        inactiveSubscriptions: 3,
        endingWithin30Days: 2,
        admins: 4,
      },
    },
  });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome, Super Admin')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /^Manufacturers\s*12$/ })).toHaveAttribute(
    'href',
    '/manufacturers',
  );
  expect(screen.getByRole('link', { name: /^Active subscriptions\s*9$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Inactive subscriptions\s*3$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Subscriptions ending within 30 days\s*2$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Admins\s*4$/ })).toHaveAttribute('href', '/admins');
});

it("keeps the welcome message and shows the server's message when the figures cannot be loaded", async () => {
  mockApi({ 'GET /admin/dashboard': { status: 500, body: { message: 'Database unavailable' } } });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(screen.getByText('Welcome, Super Admin')).toBeInTheDocument();
});
