import { expect, test } from '@playwright/test';
import { createManufacturer } from '../support/api';
import { DEMO_MANUFACTURER, SUPER_ADMIN } from '../support/env';
import { otpSentTo } from '../support/outbox';
import { loginWithOtp, loginWithPassword, menuLinks } from '../support/session';

const MANUFACTURER_MENU = [
  'Dashboard',
  'Retailers',
  'Request Received',
  'New Retailers',
  'Products',
  // Beyond SPEC: price lists and line sheets (product.md §15, §17).
  'Price Lists',
  'Line Sheets',
  'Orders',
  'Create Orders',
  'Media Manager',
  // After SPEC's main entries: invoices, GST returns and money owed (product.md §11, §18, §16).
  'Invoices',
  'GST Returns',
  'Receivables',
  'Colors',
  'Sizes',
  'Brands',
  'Fabrics',
  'Themes',
  'Materials',
  'Seasons',
  'Categories',
  'Sub Categories',
];

test('the super admin signs in with a password and lands on the admin dashboard with its menu', async ({
  page,
}) => {
  await loginWithPassword(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(menuLinks(page)).toHaveText([
    'Dashboard',
    'Admin',
    'Manufacturers',
    'Tax rates',
    'Remotes',
    'Release tokens',
  ]);
  await expect(menuLinks(page).first()).toHaveAttribute('href', '/admin/dashboard');
  await expect(page.getByText('Logged in as SUPER_ADMIN')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
});

test('the demo manufacturer signs in with an OTP from the outbox and lands on its dashboard', async ({
  page,
}) => {
  await loginWithOtp(page, DEMO_MANUFACTURER.mobile);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await expect(menuLinks(page)).toHaveText(MANUFACTURER_MENU);
  await expect(page.getByRole('link', { name: 'Request Received' })).toHaveAttribute(
    'href',
    '/retailers-req/list',
  );
  await expect(page.getByText('Logged in as MANUFACTURER')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
});

test('a forgotten password is reset with an OTP; the new one works and the old one does not', async ({
  page,
  request,
}) => {
  const maker = await createManufacturer(request, 'Reset Looms');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Mobile Number').fill(maker.mobile);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await otpSentTo(maker.mobile, since));
  await page.getByLabel('New Password').fill('Fresh@5678');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset')).toBeVisible();

  await page.getByLabel('Email or Mobile').fill(maker.email);
  await page.getByLabel('Password', { exact: true }).fill(maker.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');

  await page.getByLabel('Password', { exact: true }).fill('Fresh@5678');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
});

test('logout drops the session and guarded pages send the visitor to /login', async ({ page }) => {
  await loginWithPassword(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/admins');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 in the middle of a session returns to /login', async ({ page, request }) => {
  const maker = await createManufacturer(request, 'Session Mills');
  await loginWithPassword(page, maker.email, maker.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  // The session is under way: the dashboard and the top bar have loaded with the current token.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // A password reset elsewhere invalidates every earlier token of this user.
  const since = new Date();
  await request.post('/api/auth/forgot-password', { data: { mobile: maker.mobile } });
  const otp = await otpSentTo(maker.mobile, since);
  const reset = await request.post('/api/auth/reset-password', {
    data: { mobile: maker.mobile, otp, newPassword: 'Other@1234' },
  });
  expect(reset.ok()).toBe(true);
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a manufacturer opening /admins reaches the error page with "Unauthorized access"', async ({ page }) => {
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.goto('/admins');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Unauthorized access')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
});

test('an unknown URL shows the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('An error occurred')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
});
