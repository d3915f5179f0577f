import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

describe('page guards (SPEC 6)', () => {
  it('sends a visitor without a token to /login', async () => {
    const { location } = renderShell('/products');
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('sends an expired session to /login and drops its token', async () => {
    const { location } = renderShell('/products', { role: 'MANUFACTURER', expired: true });
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('sends a super admin on a manufacturer page to /error with "Unauthorized access"', async () => {
    const { location } = renderShell('/products', { role: 'SUPER_ADMIN' });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
  });

  it('sends a manufacturer on a super admin page to /error with "Unauthorized access"', async () => {
    renderShell('/admins/create', { role: 'MANUFACTURER' });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
  });

  it('guards the profile page: manufacturers only', async () => {
    renderShell('/manufacturer/profile', { role: 'SUPER_ADMIN' });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
  });

  it('lets the right role in', async () => {
    renderShell('/manufacturers', { role: 'SUPER_ADMIN' });
    expect(
      await screen.findByRole('heading', { name: 'mf-superadmin/ManufacturerListPage' }),
    ).toBeInTheDocument();
  });

  it('keeps /login and /verify open and outside the layout', async () => {
    renderShell('/verify');
    expect(await screen.findByRole('heading', { name: 'mf-auth/VerifyPage' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('the root URL', () => {
  it('sends a manufacturer to the manufacturer dashboard', async () => {
    const { location } = renderShell('/', { role: 'MANUFACTURER' });
    expect(
      await screen.findByRole('heading', { name: 'mf-retail-orders/ManufacturerDashboardPage' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/manufacturer/dashboard');
  });

  it('sends a super admin to the admin dashboard', async () => {
    const { location } = renderShell('/', { role: 'SUPER_ADMIN' });
    expect(
      await screen.findByRole('heading', { name: 'mf-superadmin/AdminDashboardPage' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/dashboard');
  });

  it('sends a visitor without a token to /login', async () => {
    const { location } = renderShell('/');
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('sends any other role to /error with "Invalid user role"', async () => {
    const { location } = renderShell('/', { role: 'RETAILER' });
    expect(await screen.findByText('Invalid user role')).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
  });
});
