import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

describe('the error page', () => {
  it('shows "An error occurred" when no message was handed over', async () => {
    renderShell('/error');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('shows the error page for an unknown URL', async () => {
    renderShell('/no/such/page', { role: 'MANUFACTURER' });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('"Go to Home" goes to / and on to the role’s dashboard', async () => {
    const { location } = renderShell('/error', { role: 'SUPER_ADMIN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(
      await screen.findByRole('heading', { name: 'mf-superadmin/AdminDashboardPage' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/dashboard');
  });
});
