import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './render-shell';

const menuEntries = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the layout (SPEC 2)', () => {
  it("gives a super admin SPEC's three super admin entries, then tax rates and the release registry's", async () => {
    renderShell('/admin/dashboard', { role: 'SUPER_ADMIN' });
    expect(await menuEntries()).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Admin', '/admins'],
      ['Manufacturers', '/manufacturers'],
      ['Tax rates', '/tax-rates'],
      ['Remotes', '/admin/remotes'],
      ['Release tokens', '/admin/release-tokens'],
    ]);
  });

  it('gives a manufacturer its entries, attribute pages last', async () => {
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    expect(await menuEntries()).toEqual([
      ['Dashboard', '/manufacturer/dashboard'],
      ['Retailers', '/retailers/list'],
      ['Request Received', '/retailers-req/list'],
      ['New Retailers', '/retailers/new'],
      ['Products', '/products'],
      ['Price Lists', '/price-lists'],
      ['Line Sheets', '/line-sheets'],
      ['Orders', '/orders'],
      ['Create Orders', '/orders-new'],
      ['Media Manager', '/media'],
      ['Invoices', '/invoices'],
      ['GST Returns', '/gst-returns'],
      ['Receivables', '/receivables'],
      ['Colors', '/attributes/colors'],
      ['Sizes', '/attributes/sizes'],
      ['Brands', '/attributes/brands'],
      ['Fabrics', '/attributes/fabrics'],
      ['Themes', '/attributes/themes'],
      ['Materials', '/attributes/materials'],
      ['Seasons', '/attributes/seasons'],
      ['Categories', '/attributes/categories'],
      ['Sub Categories', '/attributes/sub-categories'],
    ]);
  });

  it('shows "Logged in as" followed by the role', async () => {
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    expect(await screen.findByText(/Logged in as/)).toHaveTextContent('Logged in as MANUFACTURER');
  });

  it('opens a menu entry inside the layout', async () => {
    const { location } = renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    await userEvent.click(await screen.findByRole('link', { name: 'Sub Categories' }));
    expect(
      await screen.findByRole('heading', { name: 'mf-catalogue/SubCategoriesPage' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/attributes/sub-categories');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out: drops the token and goes to /login', async () => {
    const { location } = renderShell('/admins', { role: 'SUPER_ADMIN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(location().pathname).toBe('/login');
  });

  it('gives manufacturers a Profile button to /manufacturer/profile', async () => {
    const { location } = renderShell('/orders', { role: 'MANUFACTURER' });
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'mf-auth/ProfilePage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/manufacturer/profile');
  });

  it('gives super admins no Profile button', async () => {
    renderShell('/admins', { role: 'SUPER_ADMIN' });
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument());
  });
});

describe('the header on a phone', () => {
  const desktop = window.matchMedia;
  /** Below the sm breakpoint: every max-width query matches. */
  const onAPhone = () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
  };
  afterEach(() => {
    window.matchMedia = desktop;
  });

  // Menu items are queried with hidden: true, since jsdom leaves the menu's opening transition unfinished.
  it('folds Profile, the colour scheme and Logout into the Account menu', async () => {
    onAPhone();
    const { location } = renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(account);
    expect(
      await screen.findByRole('menuitem', { name: 'Use dark colours', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'mf-auth/ProfilePage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout', hidden: true }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the side menu out of reach until its button opens it, then shows its links', async () => {
    onAPhone();
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu', hidden: true });
    expect(menu).toHaveAttribute('inert');
    expect(within(menu).queryAllByRole('link', { hidden: true })).toEqual([]);
    await userEvent.click(menuButton);
    expect(menu).not.toHaveAttribute('inert');
    expect(within(menu).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await userEvent.click(menuButton);
    expect(menu).toHaveAttribute('inert');
  });
});
