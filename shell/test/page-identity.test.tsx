import { notifySuccessAcrossNavigation } from '@apparel/ui';
import { mockApi } from '@apparel/ui/testing';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTableOf } from '../src/routes/route-table';
import { renderShell, SPEC_ANSWER } from './render-shell';

/** Lets the frames pass in which the shell moves focus to a new page's heading (it waits on requestAnimationFrame). */
const afterFocusFrames = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('page identity, landmarks and keyboard basics', () => {
  it('gives every route a title, and the tab reads "<title> · Apparel Admin"', async () => {
    expect(routeTableOf(SPEC_ANSWER).filter((route) => !route.title.trim())).toEqual([]);
    renderShell('/manufacturers', { role: 'SUPER_ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'mf-superadmin/ManufacturerListPage' });
    expect(document.title).toBe('Manufacturers · Apparel Admin');
  });

  it('moves focus to the new page’s h1 after navigation and retitles the tab', async () => {
    renderShell('/admin/dashboard', { role: 'SUPER_ADMIN' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Admin' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'mf-superadmin/AdminListPage' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Admin · Apparel Admin');
  });

  it('keeps focus where it is when only the page’s query changes (filters, sort, paging, Clear)', async () => {
    const { navigate } = renderShell('/manufacturers', { role: 'SUPER_ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'mf-superadmin/ManufacturerListPage' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    logout.focus();
    await act(() => navigate('/manufacturers?state=Sikkim'));
    await act(afterFocusFrames);
    expect(logout).toHaveFocus();
  });

  it('starts with a skip link to the main landmark, and has one labelled navigation', async () => {
    renderShell('/admin/dashboard', { role: 'SUPER_ADMIN' });
    const main = await screen.findByRole('main');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('gives /login and /error a main landmark and a title too', async () => {
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'mf-auth/LoginPage' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toBe('Sign in to your account · Apparel Admin');
  });

  it('says whether the phone menu is open', async () => {
    renderShell('/admin/dashboard', { role: 'SUPER_ADMIN' });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the signed-in user’s name beside Logout', async () => {
    mockApi({
      'GET /auth/profile': {
        body: {
          name: 'Asha Rao',
          email: 'a@x.test',
          mobile: '9876543210',
          role: 'MANUFACTURER',
          manufacturer: null,
        },
      },
    });
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the success a full navigation carried (a new order) on the page it lands on, once, focus on its h1', async () => {
    notifySuccessAcrossNavigation('Order Created Successfully');
    // The page that left shows its toast (once @mantine/notifications has loaded), then the full
    // navigation destroys it.
    await waitFor(() => expect(notificationsStore.getState().notifications).toHaveLength(1));
    notifications.clean();
    const first = renderShell('/orders/7', { role: 'MANUFACTURER' });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'mf-retail-orders/OrderDetailPage',
    });
    expect(await screen.findByText('Order Created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    first.unmount();
    act(() => notifications.clean());
    renderShell('/orders/7', { role: 'MANUFACTURER' });
    await screen.findByRole('heading', { level: 1, name: 'mf-retail-orders/OrderDetailPage' });
    await act(afterFocusFrames);
    expect(screen.queryByText('Order Created Successfully')).toBeNull();
  });
});
