import { expect, test } from '@playwright/test';
import { DEMO_MANUFACTURER } from '../support/env';
import { loginWithPassword } from '../support/session';

test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
const mobileBase = String(Date.now() % 1e7).padStart(7, '0');

/** 21 retailers named "Lists {stamp} NN", created as the demo manufacturer through the API. */
const seedRetailers = async (request: import('@playwright/test').APIRequestContext) => {
  const login = await request.post('/api/auth/pass-login', {
    data: { identifier: DEMO_MANUFACTURER.email, password: DEMO_MANUFACTURER.password },
  });
  const { token } = await login.json();
  for (let n = 1; n <= 21; n += 1) {
    const nn = String(n).padStart(2, '0');
    const response = await request.post('/api/manufacturer/retailers', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `Lists ${stamp} ${nn}`,
        address: '1 Ring Road',
        state: 'Gujarat',
        city: 'Surat',
        outletName: `Lists Outlet ${nn}`,
        outletAddr: '2 Ring Road',
        contactPerson: 'Asha Patel',
        type: 'Retailer',
        user: {
          name: 'Asha Patel',
          email: `lists.${stamp}.${nn}@e2e.test`,
          mobile: `8${mobileBase}${nn}`,
          password: 'Retail@123',
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
};

test('the retailers list searches, pages on the server, and Back from a retailer returns to that page', async ({
  page,
  request,
}) => {
  await seedRetailers(request);
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  // Signed in once the dashboard shows: going elsewhere before that would drop the login's answer.
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await page.goto('/retailers/list');
  await page.getByRole('searchbox', { name: 'Search retailers' }).fill(`lists ${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('21 retailers')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Name', exact: false }).first().click();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`q=lists\\+${stamp}.*sort=name&order=asc&page=2`));
  const rows = page.getByRole('row').filter({ hasText: `Lists ${stamp}` });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Lists ${stamp} 21`);

  await rows.getByRole('link', { name: `View Lists ${stamp} 21` }).click();
  await expect(page.getByRole('heading', { name: 'View Retailer' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/retailers\/list\?.*page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search retailers' })).toHaveValue(`lists ${stamp}`);
});
