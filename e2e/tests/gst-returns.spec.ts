import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { DEMO_MANUFACTURER } from '../support/env';
import { loginWithPassword } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const call = async (
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: object,
) => {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

/** Today in India, YYYY-MM-DD: the dispatch's date and the month the screen opens. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The first option of every attribute the product offers (productColors: [{colorId}] -> colorId). */
const firstChoices = (product: object) =>
  Object.fromEntries(
    Object.entries(product).flatMap(([key, links]) => {
      if (!key.startsWith('product') || !Array.isArray(links) || !links[0]) return [];
      const idKey = Object.keys(links[0]).find((k) => k.endsWith('Id') && k !== 'productId');
      return idKey ? [[idKey, links[0][idKey]]] : [];
    }),
  );

/** A demo order dispatched today through the API, so the month has an invoice; answers its number. */
async function dispatchedToday(request: APIRequestContext) {
  const login = await request.post('/api/auth/pass-login', {
    data: { identifier: DEMO_MANUFACTURER.email, password: DEMO_MANUFACTURER.password },
  });
  const { token } = await login.json();
  const links = await call(request, token, 'GET', '/api/manufacturer/retailers');
  const retailer = links.find((l: { status: string }) => l.status === 'ACCEPTED').retailer;
  const { products } = await call(request, token, 'GET', '/api/products?active=true&pageSize=50');
  for (const { id } of products) {
    const detail = await call(request, token, 'GET', `/api/products/${id}`);
    const step = detail.orderMultiple || 1;
    const quantity = Math.ceil(Math.max(2, detail.minOrderQty ?? 0) / step) * step;
    if (!detail.categoryId || detail.stockQty < quantity || (detail.maxOrderOty ?? quantity) < quantity)
      continue;
    const categories = await call(request, token, 'GET', '/api/attr/categories');
    const category = categories.find((c: { id: number }) => c.id === detail.categoryId);
    if (!category.defaultHsn)
      await call(request, token, 'PUT', `/api/attr/categories/${category.id}`, {
        name: category.name,
        description: category.description ?? '',
        defaultHsn: '6205',
      });
    const order = await call(request, token, 'POST', '/api/orders', {
      retailerId: retailer.id,
      items: [{ productId: detail.id, quantity, ...firstChoices(detail) }],
    });
    const accepted = await call(request, token, 'PATCH', `/api/orders/${order.id}/status`, {
      status: 'ACCEPTED',
    });
    const dispatched = await call(request, token, 'POST', `/api/orders/${order.id}/dispatches`, {
      date: todayInIndia(),
      transporter: 'VRL Logistics',
      lrNumber: 'LR-77',
      vehicleNumber: 'MH12AB1234',
      distanceKm: 150,
      lines: accepted.items.map((i: { id: number; quantity: number }) => ({
        itemId: i.id,
        quantity: i.quantity,
      })),
    });
    return dispatched.invoice.number as string;
  }
  throw new Error('no demo product with a category and stock');
}

const checkAxe = async (page: Page, screen: string) => {
  await settled(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    await expectNoSeriousViolations(page, `${screen} (${scheme})`);
  }
};

const download = async (page: Page, button: string) => {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return file;
};

test("open GST Returns for the month, see the totals add up, download the month's three files", async ({
  page,
  request,
}) => {
  await dispatchedToday(request);
  const month = todayInIndia().slice(0, 7);
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);

  await page.getByRole('link', { name: 'GST Returns' }).first().click();
  await expect(page.getByRole('heading', { name: 'GST Returns', level: 1 })).toBeVisible();
  await page.getByLabel('Month').fill(month);
  await expect(page).toHaveURL(new RegExp(`period=${month}`));
  const tables = page.getByRole('table');
  await expect(tables.getByRole('row', { name: /B2B invoices|B2C \(Others\)/ }).first()).toBeVisible();
  await expect(page.getByText('The tables add up')).toBeVisible();
  // The pointer leaves the menu entry it clicked: axe judges the screen, not a hovered link.
  await page.getByRole('heading', { name: 'GST Returns', level: 1 }).hover();
  await checkAxe(page, 'GST Returns');

  const gstr1 = await download(page, 'GSTR-1 JSON');
  expect(gstr1.suggestedFilename()).toBe(`gstr1-${month}.json`);
  const bills = await download(page, 'E-way bills JSON');
  expect(bills.suggestedFilename()).toBe(`e-way-bills-${month}.json`);
  const tally = await download(page, 'Tally XML');
  expect(tally.suggestedFilename()).toBe(`tally-${month}.xml`);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download CSV of 4A B2B/ }).click();
  expect((await csv).suggestedFilename()).toBe(`gstr1-b2b-${month}.csv`);
});

test('on a 375 px phone the screen still reads and its buttons are reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await page.goto(`/gst-returns?period=${todayInIndia().slice(0, 7)}`);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Tally XML', exact: true })).toBeVisible();
  await checkAxe(page, 'GST Returns on a phone');
});
