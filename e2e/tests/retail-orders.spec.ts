import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueMobile } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_MANUFACTURER } from '../support/env';
import { loginWithPassword } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A demo retailer whose link request waits (demo trade); demo accounts share the demo password. */
const WAITING = {
  email: 'retailer7@demo-retail.example.com',
  password: DEMO_MANUFACTURER.password,
  name: 'Gupta Style Point',
};
const stamp = Date.now().toString(36);
const retailer = {
  name: `Verma Outfitters ${stamp}`,
  email: `verma.${stamp}@e2e.test`,
  mobile: uniqueMobile(),
};

const tokenOf = async (request: APIRequestContext, identifier: string, password: string) =>
  (await (await request.post('/api/auth/pass-login', { data: { identifier, password } })).json())
    .token as string;
const api = async (
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
) => {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

const signIn = async (page: Page) => {
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
};
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a retailer asks for a link through the API and the manufacturer accepts it in the browser', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/retailers-req/list');
  await expect(page.getByRole('heading', { name: 'Retailers Request Received' })).toBeVisible();
  // Turn the demo request down first, so the retailer's own ask below is a real new request.
  await page.getByRole('button', { name: `Reject ${WAITING.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(rowOf(page, WAITING.name)).toHaveCount(0);

  const retailerToken = await tokenOf(request, WAITING.email, WAITING.password);
  const manufacturers = await api(request, retailerToken, 'GET', '/api/retailer/manufacturers');
  const demo = manufacturers.find((m: { name: string }) => m.name === 'Demo Apparel Co');
  const asked = await api(request, retailerToken, 'POST', '/api/retailer/link-requests', {
    manufacturerId: demo.id,
  });
  expect(asked.status).toBe('PENDING');

  await page.reload();
  await page.getByRole('button', { name: `Accept ${WAITING.name}` }).click();
  await expect(page.getByRole('dialog').getByText('Accept Request?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Request accepted')).toBeVisible();

  await page.goto('/retailers/list');
  const badge = rowOf(page, WAITING.name).getByText('ACCEPTED');
  await expect(badge).toBeVisible();
  await expect(badge.locator('xpath=ancestor-or-self::*[@data-status-color][1]')).toHaveAttribute(
    'data-status-color',
    'green',
  );
});

test('the manufacturer creates a retailer in the form, then edits it', async ({ page }) => {
  await signIn(page);
  await page.goto('/retailers/list');
  await page.getByRole('link', { name: 'Add Retailer' }).click();
  await expect(page.getByRole('heading', { name: 'Create Retailer' })).toBeVisible();
  await page.getByLabel('Retailer Name').fill(retailer.name);
  await page.getByLabel(/^Address/).fill('7 Civil Lines');
  await page.getByRole('combobox', { name: 'State' }).pressSequentially('Rajas');
  // Typing highlights the first match (a frame after the keystroke); Enter picks what is highlighted.
  await expect(page.getByRole('option', { name: 'Rajasthan' })).toHaveAttribute(
    'data-combobox-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Rajasthan');
  await page.getByLabel('City').fill('Jaipur');
  await page.getByLabel('Outlet Name').fill('Verma Outlet');
  await page.getByLabel('Outlet Address').fill('8 Civil Lines');
  await page.getByLabel('Contact Person').fill('Ravi Verma');
  await page.getByLabel(/^Name/).fill('Ravi Verma');
  await page.getByLabel('Email').fill(retailer.email);
  await page.getByLabel('Mobile').fill(retailer.mobile);
  await page.getByRole('textbox', { name: 'Password' }).fill('Retail@123');
  await page.getByRole('button', { name: 'Create Retailer' }).click();
  await expect(page.getByText('Retailer Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/retailers\/list$/);
  await expect(rowOf(page, retailer.name)).toContainText('Jaipur');

  await rowOf(page, retailer.name)
    .getByRole('link', { name: `View ${retailer.name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'View Retailer' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Retailer' })).toBeVisible();
  await page.getByLabel('City').fill('Udaipur');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Retailer Updated Successfully')).toBeVisible();
  await expect(rowOf(page, retailer.name)).toContainText('Udaipur');
});

test('an order with attributes and a quantity discount is created, accepted (stock falls), another rejected, one deleted; the dashboard follows', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  const before = await api(request, token, 'GET', '/api/manufacturer/dashboard');
  const products = await api(
    request,
    token,
    'GET',
    '/api/products?active=true&q=Classic%20Cotton&pageSize=5',
  );
  const shirt = products.products[0];
  const stockBefore = (await api(request, token, 'GET', `/api/products/${shirt.id}`)).stockQty as number;

  await signIn(page);
  await page.goto('/orders-new');
  await expect(page.getByRole('heading', { name: 'Create New Order' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Retailer/ }).click();
  await page.getByRole('option', { name: retailer.name }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill('Classic Cotton');
  await page.getByRole('option', { name: new RegExp(`^${shirt.name}`) }).click();
  await page.getByRole('combobox', { name: /^Size/ }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await page.getByRole('combobox', { name: /^Color/ }).click();
  await page.getByRole('option', { name: 'Indigo' }).click();
  await page.getByRole('textbox', { name: 'Qty' }).fill('12');
  await page.getByRole('button', { name: 'Add' }).click();
  const line = page.getByRole('row').filter({ hasText: 'Size: M' });
  await expect(line).toContainText('Color: Indigo');
  await expect(line).toContainText('5% quantity discount');
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  // The success survives the full navigation: shown on the order's page, focus on its heading.
  await expect(page.getByText('Order Created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeFocused();

  await page.getByRole('button', { name: 'Accept' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`Accept order #${orderId}? Stock will be taken.`);
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Order accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const stockAfter = (await api(request, token, 'GET', `/api/products/${shirt.id}`)).stockQty as number;
  expect(stockAfter).toBe(stockBefore - 12);

  // Another order, created through the API, is rejected in the browser, then deleted from the list.
  const other = await api(request, token, 'POST', '/api/orders', {
    retailerId: (await api(request, token, 'GET', `/api/orders/${orderId}`)).retailer.id,
    items: [
      {
        productId: shirt.id,
        quantity: 1,
        ...(await choicesOf(request, token, shirt.id)),
      },
    ],
  });
  await page.goto(`/orders/${other.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Reject order #${other.id}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Order rejected')).toBeVisible();
  await page.goto('/orders?status=REJECTED');
  await page.getByRole('button', { name: `Delete order ${other.id}` }).click();
  await expect(page.getByRole('dialog').getByText('Delete product?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: `View order ${other.id}` })).toHaveCount(0);

  await page.goto('/manufacturer/dashboard');
  await expect(page.getByLabel(`Total Orders: ${before.totalOrders + 1}`)).toBeVisible();
  const after = await api(request, token, 'GET', '/api/manufacturer/dashboard');
  expect(after.orderStatusSummary.find((s: { status: string }) => s.status === 'ACCEPTED').count).toBe(
    before.orderStatusSummary.find((s: { status: string }) => s.status === 'ACCEPTED').count + 1,
  );
});

test("New order keeps Qty within the product's Min and Max Order Qty, as the server does", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  // The demo catalogue's products take 10 to 500 pieces a line.
  const listed = await api(request, token, 'GET', '/api/products?active=true&q=DEMO-0&pageSize=5');
  const product = await api(request, token, 'GET', `/api/products/${listed.products[0].id}`);
  expect([product.minOrderQty, product.maxOrderOty]).toEqual([10, 500]);

  await signIn(page);
  await page.goto('/orders-new');
  await page.getByRole('combobox', { name: 'Product' }).fill(product.sku);
  await page.getByRole('option', { name: `${product.name} (${product.sku})` }).click();
  const qty = page.getByRole('textbox', { name: 'Qty' });
  await expect(qty).toHaveValue('10');
  await expect(page.getByText('Min Order Qty 10, Max Order Qty 500')).toBeVisible();
  const offered: [string, { name: string }[]][] = [
    ['Color', product.productColors.map((l: { color: { name: string } }) => l.color)],
    ['Size', product.productSizes.map((l: { size: { name: string } }) => l.size)],
    ['Brand', product.productBrands.map((l: { brand: { name: string } }) => l.brand)],
    ['Fabric', product.productFabrics.map((l: { fabric: { name: string } }) => l.fabric)],
    ['Theme', product.productThemes.map((l: { theme: { name: string } }) => l.theme)],
    ['Material', product.productMaterials.map((l: { material: { name: string } }) => l.material)],
    ['Season', product.productSeasons.map((l: { season: { name: string } }) => l.season)],
  ];
  for (const [label, options] of offered) {
    if (options.length === 0) continue;
    await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: options[0]?.name, exact: true }).click();
  }

  await qty.fill('501');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Quantity of ${product.name} must be at most 500`)).toBeVisible();
  await expect(page.getByText('No items added yet.')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousViolations(page, `New order, a refused quantity (${scheme})`);
  }

  await qty.fill('500');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(rowOf(page, product.name)).toContainText('500');
});

/** The first size and color of a product, as an order line's ids. */
async function choicesOf(request: APIRequestContext, token: string, productId: number) {
  const product = await api(request, token, 'GET', `/api/products/${productId}`);
  return { sizeId: product.productSizes[0]?.sizeId, colorId: product.productColors[0]?.colorId };
}
