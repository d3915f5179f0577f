import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, fitsTheScreen, settled } from '../support/axe';
import { BASE_URL, DEMO_MANUFACTURER } from '../support/env';
import { sessionToken, signInAs } from '../support/session';

// Line sheets (product.md §17): the manufacturer makes a sheet and shares it; the buyer opens the link
// on a phone without signing in and sees its own prices; a revoked link is "no longer available".
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const GONE = 'This line sheet is no longer available';
const stamp = Date.now().toString(36);
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

type Retailer = { id: number; name: string; user: { mobile: string } };
type ProductItem = { id: number; name: string; sku: string };

const api = async (request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) => {
  const token = await sessionToken(request, DEMO_MANUFACTURER);
  const answer = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return answer.json();
};

/** The demo manufacturer's first accepted retailer and two active products. */
async function demoTrade(request: APIRequestContext) {
  const links = (await api(request, 'GET', '/api/manufacturer/retailers')) as {
    status: string;
    retailer: Retailer;
  }[];
  const retailer = links.find((link) => link.status === 'ACCEPTED')?.retailer;
  if (!retailer) throw new Error('the demo manufacturer has no accepted retailer');
  const page = (await api(
    request,
    'GET',
    '/api/products?active=true&pageSize=2&sortBy=name&sortOrder=asc',
  )) as {
    products: ProductItem[];
  };
  if (page.products.length < 2) throw new Error('the demo manufacturer needs two active products');
  return { retailer, products: page.products };
}

/** A fresh browser on a phone, signed in as nobody: how a buyer opens the link from WhatsApp. */
const phoneBuyer = async (browser: Browser, colorScheme: 'light' | 'dark' = 'light') => {
  const context = await browser.newContext({ ...PHONE, baseURL: BASE_URL, colorScheme });
  return { context, page: await context.newPage() };
};

/** Waits for the buyer's page to show the sheet (its heading and the first product). */
const sheetShown = async (page: Page, sheetName: string) => {
  await expect(page.getByRole('heading', { level: 1, name: sheetName })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
};

let sheetId = 0;
let sheetName = '';
let shareUrl = '';

test('a manufacturer makes a line sheet, orders its products by keyboard and shares it with a retailer', async ({
  page,
  request,
}) => {
  const { retailer, products } = await demoTrade(request);
  const [first, second] = products as [ProductItem, ProductItem];
  sheetName = `Winter 26 ${stamp}`;
  await signInAs(page, DEMO_MANUFACTURER);

  await page.goto('/line-sheets');
  await settled(page);
  await expectNoSeriousViolations(page, '/line-sheets (light)');
  await page.getByRole('link', { name: 'Add Line Sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Line Sheet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(sheetName);
  await page.getByLabel('Order by').fill('15/12/2026');
  await page.getByRole('textbox', { name: 'Find products' }).fill(first.sku);
  await page.getByRole('button', { name: `Add ${first.name}`, exact: true }).click();
  await page.getByRole('textbox', { name: 'Find products' }).fill(second.sku);
  await page.getByRole('button', { name: `Add ${second.name}`, exact: true }).click();
  // The second product first, by keyboard: focus its Move up and press Enter.
  await page.getByRole('button', { name: `Move up ${second.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${second.name} moved to position 1 of 2` }),
  ).toHaveCount(1);
  await expectNoSeriousViolations(page, '/line-sheets/new (light)');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/line-sheets\/\d+$/);
  sheetId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: sheetName })).toBeVisible();
  const stored = await api(request, 'GET', `/api/line-sheets/${sheetId}`);
  expect(stored.productIds).toEqual([second.id, first.id]);
  expect(stored.orderBy).toBe('2026-12-15');
  await settled(page);
  await expectNoSeriousViolations(page, '/line-sheets/:id (light)');

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Retailers' }).click();
  await page.getByRole('option', { name: new RegExp(retailer.name) }).click();
  // The retailers' list stays open for more picks; Tab moves on (and closes it).
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Create links' }).click();
  const link = dialog.getByRole('region', { name: `Link for ${retailer.name}` });
  await expect(link).toBeVisible();
  shareUrl = await link.getByRole('textbox', { name: `Link for ${retailer.name}` }).inputValue();
  expect(shareUrl).toMatch(/\/l\/[A-Za-z0-9_-]{43,}$/);
  const whatsapp = link.getByRole('link', { name: `Share on WhatsApp with ${retailer.name}` });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/91${retailer.user.mobile}?text=`)).toBe(true);
  expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain(shareUrl);
  await expectNoSeriousViolations(page, 'share dialog (light)');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: retailer.name })).toContainText('not opened yet');
});

test('the buyer opens the link on a phone without signing in and sees the sheet with its prices', async ({
  browser,
  request,
}) => {
  const { context, page } = await phoneBuyer(browser);
  const response = await page.goto(shareUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await sheetShown(page, sheetName);
  await expect(page.getByText('15/12/2026')).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(2);
  // Prices in rupees, as the price rule gives this retailer.
  await expect(articles.first()).toContainText(/₹[\d,]+\.\d{2} a piece/);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/pdf$/);
  expect(await fitsTheScreen(page)).toBe(true);
  // The admin's start-up never loads here: no remotes, no remotes.json.
  await expectNoSeriousViolations(page, '/l/{token} (light)');
  await context.close();

  const shares = await api(request, 'GET', `/api/line-sheets/${sheetId}/shares`);
  expect(shares.shares[0].views).toBeGreaterThanOrEqual(1);
});

test('the sheet shows who opened it; a revoked link shows "no longer available" with status 404', async ({
  browser,
  page,
}) => {
  await signInAs(page, DEMO_MANUFACTURER);
  await page.goto(`/line-sheets/${sheetId}`);
  const row = page.getByRole('row').filter({ hasText: /opened 1 time, last \d\d\/\d\d\/\d{4} \d\d:\d\d/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Revoke the link of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText(/Revoked \d\d\/\d\d\/\d{4}/)).toBeVisible();

  const { context, page: buyer } = await phoneBuyer(browser);
  const response = await buyer.goto(shareUrl);
  expect(response?.status()).toBe(404);
  await expect(buyer.getByRole('heading', { level: 1, name: GONE })).toBeVisible();
  await expect(buyer.getByRole('article')).toHaveCount(0);
  await expectNoSeriousViolations(buyer, 'no longer available (light)');
  await context.close();
});

test('the sheet screens and the buyer view pass axe in the dark scheme', async ({ browser, request }) => {
  const { retailer } = await demoTrade(request);
  const context = await browser.newContext({ baseURL: BASE_URL, colorScheme: 'dark' });
  const page = await context.newPage();
  await signInAs(page, DEMO_MANUFACTURER);
  for (const path of [
    '/line-sheets',
    '/line-sheets/new',
    `/line-sheets/${sheetId}`,
    `/line-sheets/${sheetId}/edit`,
  ]) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousViolations(page, `${path} (dark)`);
  }
  await page.goto(`/line-sheets/${sheetId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await settled(page);
  await expectNoSeriousViolations(page, 'share dialog (dark)');
  await context.close();

  const shared = await api(request, 'POST', `/api/line-sheets/${sheetId}/shares`, {
    retailerIds: [retailer.id],
  });
  const buyer = await phoneBuyer(browser, 'dark');
  await buyer.page.goto(shared.shares[0].url);
  await sheetShown(buyer.page, sheetName);
  await expect(buyer.page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expectNoSeriousViolations(buyer.page, '/l/{token} (dark)');
  await buyer.page.goto('/l/unknown-token-for-the-gone-page');
  await expect(buyer.page.getByRole('heading', { level: 1, name: GONE })).toBeVisible();
  await expectNoSeriousViolations(buyer.page, 'no longer available (dark)');
  await buyer.context.close();
});
