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

/** The first option of every attribute the product offers (productColors: [{colorId}] -> colorId). */
const firstChoices = (product: object) =>
  Object.fromEntries(
    Object.entries(product).flatMap(([key, links]) => {
      if (!key.startsWith('product') || !Array.isArray(links) || !links[0]) return [];
      const idKey = Object.keys(links[0]).find((k) => k.endsWith('Id') && k !== 'productId');
      return idKey ? [[idKey, links[0][idKey]]] : [];
    }),
  );

/** An accepted order of at least 3 pieces of a demo product for a linked retailer, made through the API. */
async function acceptedOrder(request: APIRequestContext) {
  const login = await request.post('/api/auth/pass-login', {
    data: { identifier: DEMO_MANUFACTURER.email, password: DEMO_MANUFACTURER.password },
  });
  const { token } = await login.json();
  const links = await call(request, token, 'GET', '/api/manufacturer/retailers');
  const retailer = links.find((l: { status: string }) => l.status === 'ACCEPTED').retailer;
  const { products } = await call(request, token, 'GET', '/api/products?active=true&pageSize=50');
  // A demo product with a category, so the category's default HSN reaches the invoice.
  let quantity = 3;
  let product:
    | {
        id: number;
        categoryId: number | null;
        productSizes: { sizeId: number }[];
        productColors: { colorId: number }[];
      }
    | undefined;
  for (const { id } of products) {
    const detail = await call(request, token, 'GET', `/api/products/${id}`);
    const step = detail.orderMultiple || 1;
    const wanted = Math.ceil(Math.max(3, detail.minOrderQty ?? 0) / step) * step;
    if (detail.categoryId && detail.stockQty >= wanted && (detail.maxOrderOty ?? wanted) >= wanted) {
      quantity = wanted;
      product = detail;
      break;
    }
  }
  if (!product) throw new Error('no demo product with a category');
  const categories = await call(request, token, 'GET', '/api/attr/categories');
  const category = categories.find((c: { id: number }) => c.id === product.categoryId);
  await call(request, token, 'PUT', `/api/attr/categories/${category.id}`, {
    name: category.name,
    description: category.description ?? '',
    defaultHsn: '6205',
  });
  const order = await call(request, token, 'POST', '/api/orders', {
    retailerId: retailer.id,
    items: [
      {
        productId: product.id,
        quantity,
        ...firstChoices(product),
      },
    ],
  });
  await call(request, token, 'PATCH', `/api/orders/${order.id}/status`, { status: 'ACCEPTED' });
  return { orderId: order.id as number, quantity };
}

const checkAxe = async (page: Page, screen: string) => {
  await settled(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    await expectNoSeriousViolations(page, `${screen} (${scheme})`);
  }
};

test('dispatch part of an order, open its invoice, download the PDF, cancel the rest', async ({
  page,
  request,
}) => {
  const { orderId, quantity: ordered } = await acceptedOrder(request);
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const quantity = dialog.getByRole('textbox', { name: /Dispatch quantity of line 1/ });
  await expect(quantity).toHaveValue(String(ordered));
  await quantity.fill(String(ordered - 1));
  await dialog.getByLabel('Transporter').fill('VRL Logistics');
  await dialog.getByLabel('LR / docket number').fill('LR-778');
  await dialog.getByLabel('Vehicle number').fill('MH12AB1234');
  await checkAxe(page, 'Dispatch form');
  const answer = page.waitForResponse((r) => r.url().endsWith(`/orders/${orderId}/dispatches`));
  await dialog.getByRole('button', { name: 'Dispatch and invoice' }).click();
  expect((await answer).status(), await (await answer).text()).toBe(201);

  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Tax invoice / })).toBeVisible();
  await expect(page.getByText('Transporter VRL Logistics', { exact: false })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'HSN' }).first()).toBeVisible();
  await checkAxe(page, 'Invoice');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText('PARTIALLY DISPATCHED')).toBeVisible();
  const progress = page.getByRole('region', { name: 'Dispatch progress' });
  await expect(progress.getByRole('row').nth(1)).toContainText(String(ordered));
  await checkAxe(page, 'Order detail');
  await page.getByRole('button', { name: 'Cancel remaining' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel remaining' }).click();
  await expect(page.getByText('DISPATCHED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispatch', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Remainder cancelled');

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await checkAxe(page, 'Invoices');
});
