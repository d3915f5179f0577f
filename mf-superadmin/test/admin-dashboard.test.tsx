import { renderPage } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminDashboardPage from '../src/pages/AdminDashboardPage';

it('welcomes the super admin', () => {
  renderPage(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });
  expect(screen.getByRole('heading', { name: 'Welcome, Super Admin' })).toBeInTheDocument();
});
