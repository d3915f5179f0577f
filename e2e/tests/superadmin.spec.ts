import { expect, type Page, test } from '@playwright/test';
import { uniqueMobile } from '../support/api';
import { SUPER_ADMIN } from '../support/env';
import { indiaDate, TINY_PNG } from '../support/fixtures';
import { loginWithPassword } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now().toString(36);
const maker = {
  name: `Sikkim Looms ${stamp}`,
  state: 'Sikkim',
  owner: 'Pema Lepcha',
  email: `pema.${stamp}@e2e.test`,
  mobile: uniqueMobile(),
  password: 'Original@123',
};

const signInAsSuperAdmin = async (page: Page) => {
  await loginWithPassword(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
};

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const logout = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

test('the super admin creates a manufacturer with a logo and finds it first in the list', async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.getByRole('link', { name: 'Manufacturers', exact: true }).click();
  await page.getByRole('link', { name: 'Add Manufacturer' }).click();
  await expect(page).toHaveURL(/\/manufacturers\/create$/);

  const details = page.getByRole('group', { name: 'Manufacturer Details' });
  await details.getByLabel('Name').fill(maker.name);
  await details.getByLabel('Description').fill('Hand-woven shawls');
  await details.getByLabel('Address').fill('MG Marg 4');
  await details.getByRole('combobox', { name: 'State' }).fill(maker.state.slice(0, 4));
  await page.getByRole('option', { name: maker.state, exact: true }).click();
  await details.getByLabel('City').fill('Gangtok');
  await details.getByLabel('GSTIN').fill('11ABCDE1234F1ZD');
  await details.getByLabel('Logo').setInputFiles(TINY_PNG);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

  const user = page.getByRole('group', { name: 'Admin User Details' });
  await user.getByLabel('Name').fill(maker.owner);
  await user.getByLabel('Email').fill(maker.email);
  await user.getByLabel('Mobile').fill(maker.mobile);
  await user.getByRole('textbox', { name: 'Password', exact: true }).fill(maker.password);
  await page.getByRole('button', { name: 'Create Manufacturer' }).click();

  await expect(page.getByText('Manufactur Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manufacturers$/);
  await expect(page.getByRole('row').nth(1)).toContainText(maker.name);
  await expect(rowOf(page, maker.name)).toContainText('inactive');
});

test('the manufacturers list filters by name and by state', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/manufacturers');
  const filters = page.getByRole('textbox', { name: 'Name' });
  await filters.fill(`looms ${stamp}`.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(maker.name);

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('combobox', { name: 'State' }).fill(maker.state.slice(0, 4).toLowerCase());
  await page.getByRole('option', { name: maker.state, exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(maker.state);
});

test('viewing and editing with a blank password keeps the original password', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/manufacturers');
  await rowOf(page, maker.name).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'View Manufacturer' })).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Admin User Details' })
      .getByRole('textbox', { name: 'Password', exact: true }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Manufacturer' })).toBeVisible();
  const details = page.getByRole('group', { name: 'Manufacturer Details' });
  await expect(details.getByLabel('Name')).toHaveValue(maker.name);
  await details.getByLabel('Description').fill('Hand-woven shawls and stoles');
  await expect(
    page
      .getByRole('group', { name: 'Admin User Details' })
      .getByRole('textbox', { name: 'Password', exact: true }),
  ).toHaveValue('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Manufactur Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manufacturers$/);
  await expect(rowOf(page, maker.name)).toContainText('Hand-woven shawls and stoles');

  await logout(page);
  await loginWithPassword(page, maker.email, maker.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
});

test('setting a current subscription shows Active in the list', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/manufacturers');
  await rowOf(page, maker.name).getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: `Subscription for ${maker.name}` })).toBeVisible();
  await page.getByLabel('Start Date').fill(indiaDate(-1));
  await page.getByLabel('Start Date').blur();
  await page.getByLabel('End Date').fill(indiaDate(365));
  await page.getByLabel('End Date').blur();
  await page.getByLabel('Product Limit').fill('50');
  await page.getByLabel('Retailer Limit').fill('20');
  const active = page.getByRole('switch', { name: 'Active' });
  if (!(await active.isChecked())) await active.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subscription updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/manufacturers$/);
  await expect(rowOf(page, maker.name)).toContainText('Active');
});

test('the super admin creates an admin who can then sign in', async ({ page }) => {
  const admin = {
    name: 'Meera Iyer',
    email: `meera.${stamp}@e2e.test`,
    mobile: uniqueMobile(),
    password: 'Admin@5678',
  };
  await signInAsSuperAdmin(page);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Create Admin' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(admin.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(admin.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('Manufactur Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admins$/);
  await expect(rowOf(page, admin.email)).toContainText(admin.name);

  await logout(page);
  await loginWithPassword(page, admin.mobile, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
