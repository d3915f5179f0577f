import { expect, type Page, test } from '@playwright/test';
import { createManufacturer, superAdminToken, uniqueMobile } from '../support/api';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { loginWithPassword } from '../support/session';

/**
 * Issue 18 in the browser: a product with 2 colours x 4 sizes and stock per cell, ordered as 3 x a pack
 * plus single cells through the size grid, accepted, and each cell's stock seen to drop; axe on the
 * grids in light, dark and at a phone's width.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const SIZES = ['S', 'M', 'L', 'XL'];
const STOCK = { Navy: [10, 20, 20, 10], Maroon: [5, 15, 15, 5] } as const;
const product = { name: `Variant Kurta ${stamp}`, sku: `VK-${stamp}`.toUpperCase() };
const retailerName = `Grid Traders ${stamp}`;
let maker: Awaited<ReturnType<typeof createManufacturer>>;
let token = '';
let productId = 0;

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<T>;
}

type Variant = { sizeId: number; colorId: number; sku: string; stockQty: number };
type StoredProduct = {
  variants: Variant[];
  productColors: { color: { id: number; name: string } }[];
  productSizes: { size: { id: number; name: string } }[];
};
/** Each cell's stock by "Navy M", read back from GET /products/{id}. */
async function stockByCell(page: Page) {
  const stored = await call<StoredProduct>(page, 'GET', `/products/${productId}`);
  const colour = (id: number) => stored.productColors.find((l) => l.color.id === id)?.color.name;
  const size = (id: number) => stored.productSizes.find((l) => l.size.id === id)?.size.name;
  return Object.fromEntries(
    stored.variants.map((v) => [`${colour(v.colorId)} ${size(v.sizeId)}`, v.stockQty]),
  );
}

const signIn = async (page: Page) => {
  await loginWithPassword(page, maker.email, maker.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.beforeAll(async ({ request }) => {
  maker = await createManufacturer(request, `Variant Maker ${stamp}`);
  const admin = await superAdminToken(request);
  const subscription = await request.post(`/api/admin/manufacturer/${maker.id}/subscription`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      startDate: isoDay(-1),
      endDate: isoDay(365),
      productLimit: 100,
      retailerLimit: 10,
      isActive: true,
    },
  });
  expect(subscription.ok(), await subscription.text()).toBe(true);
  const login = await request.post('/api/auth/pass-login', {
    data: { identifier: maker.email, password: maker.password },
  });
  token = (await login.json()).token;
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  for (const name of ['Navy', 'Maroon']) await post('/attr/colors', { name });
  for (const name of SIZES) await post('/attr/sizes', { name });
  await post('/attr/categories', { name: 'Kurtas' });
  await post('/manufacturer/retailers', {
    name: retailerName,
    address: '4 Market Road',
    state: 'Gujarat',
    city: 'Surat',
    outletName: 'Grid Outlet',
    outletAddr: '4 Market Road',
    contactPerson: 'Asha Patel',
    type: 'Retailer',
    user: {
      name: 'Asha Patel',
      email: `grid.${stamp}@e2e.test`,
      mobile: uniqueMobile(),
      password: 'Retail@123',
    },
  });
});

test('a product with 2 colours x 4 sizes is created with stock per cell and a pack', async ({ page }) => {
  await signIn(page);
  await page.goto('/products/new');
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(product.name);
  await page.getByRole('textbox', { name: 'Display Name', exact: true }).fill(product.name);
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(product.sku);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1200');
  await page.getByRole('textbox', { name: 'MRP', exact: true }).fill('1500');
  await choose(page, 'Category', 'Kurtas');
  for (const colour of ['Navy', 'Maroon']) await choose(page, 'Colors', colour);
  await page.keyboard.press('Escape');
  for (const size of SIZES) await choose(page, 'Sizes', size);
  await page.keyboard.press('Escape');

  const grid = page.getByRole('table', { name: 'Stock by size and colour' });
  await expect(grid).toBeVisible();
  for (const [colour, stock] of Object.entries(STOCK))
    for (const [i, size] of SIZES.entries())
      await grid.getByRole('textbox', { name: `${colour} ${size} stock` }).fill(String(stock[i]));
  const stockQuantity = page.getByRole('textbox', { name: 'Stock Quantity' });
  await expect(stockQuantity).toHaveValue('100');
  await expect(stockQuantity).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: '+ Add pack' }).click();
  const packs = page.getByRole('table', { name: 'Pieces of each size per pack' });
  for (const [size, qty] of [
    ['S', 1],
    ['M', 2],
    ['L', 2],
    ['XL', 1],
  ] as const)
    await packs.getByRole('textbox', { name: `Set A ${size} pieces` }).fill(String(qty));
  await page.getByRole('textbox', { name: 'Short Description' }).fill('Linen kurta in a size run');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Data Saved Successfully')).toBeVisible();

  const listed = await call<{ products: { id: number }[] }>(page, 'GET', `/products?q=${product.sku}`);
  productId = listed.products[0]?.id ?? 0;
  expect(await stockByCell(page)).toEqual({
    'Navy S': 10,
    'Navy M': 20,
    'Navy L': 20,
    'Navy XL': 10,
    'Maroon S': 5,
    'Maroon M': 15,
    'Maroon L': 15,
    'Maroon XL': 5,
  });
});

test('3 x Set A and single cells are ordered through the grid, accepted, and each cell drops', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/orders-new');
  await expect(page.getByRole('heading', { name: 'Create New Order' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Retailer/ }).click();
  await page.getByRole('option', { name: retailerName }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(product.sku);
  await page.getByRole('option', { name: new RegExp(`^${product.name}`) }).click();
  await page.getByRole('button', { name: 'Order by size grid' }).click();
  const grid = page.getByRole('table', { name: `Order ${product.name} by size and colour` });
  await expect(grid.getByRole('textbox', { name: 'Navy M quantity' })).toHaveAccessibleDescription('20 left');

  await page.getByRole('textbox', { name: 'Packs', exact: true }).fill('3');
  await choose(page, 'Colour', 'Navy');
  await page.getByRole('button', { name: 'Fill Navy with 3 × Set A' }).click();
  await grid.getByRole('textbox', { name: 'Maroon M quantity' }).fill('2');
  await grid.getByRole('textbox', { name: 'Maroon XL quantity' }).fill('1');
  await expect(page.getByText('21 pcs at ₹1,200.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Color: Navy' })).toHaveCount(4);
  await expect(page.getByRole('row').filter({ hasText: 'Color: Maroon' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText(`SKU ${product.sku}-NAVY-M · 20 left`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  // A confirmation may ask first; confirm it when it does.
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Accept' });
  const accepted = page.getByText('Order accepted');
  await expect(accepted.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(accepted).toBeVisible();
  await expect(page.getByText(`SKU ${product.sku}-NAVY-M · 14 left`)).toBeVisible();

  expect(await stockByCell(page)).toEqual({
    'Navy S': 7,
    'Navy M': 14,
    'Navy L': 14,
    'Navy XL': 7,
    'Maroon S': 5,
    'Maroon M': 13,
    'Maroon L': 15,
    'Maroon XL': 4,
  });
});

for (const view of [
  { name: 'light', colorScheme: 'light' as const, width: 1280 },
  { name: 'dark', colorScheme: 'dark' as const, width: 1280 },
  { name: 'phone', colorScheme: 'light' as const, width: 390 },
]) {
  test(`the stock grid and the order grid pass axe (${view.name})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.setViewportSize({ width: view.width, height: 900 });
    await signIn(page);
    await page.goto(`/products/${productId}`);
    await settled(page);
    const grid = page.getByRole('table', { name: 'Stock by size and colour' });
    await expect(grid.getByRole('textbox', { name: 'Navy M stock' })).toHaveValue('14');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', view.colorScheme);
    await expectNoSeriousViolations(page, `stock grid (${view.name})`);
    if (view.name === 'phone') {
      // The grid scrolls inside its own region, which takes focus; the page itself does not scroll sideways.
      const region = page.getByRole('region', { name: 'Stock by size and colour' });
      await region.focus();
      await expect(region).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
    }

    await page.goto('/orders-new');
    await settled(page);
    await page.getByRole('combobox', { name: 'Product' }).fill(product.sku);
    await page.getByRole('option', { name: new RegExp(`^${product.name}`) }).click();
    await page.getByRole('button', { name: 'Order by size grid' }).click();
    const orderGrid = page.getByRole('table', { name: `Order ${product.name} by size and colour` });
    await orderGrid.getByRole('textbox', { name: 'Maroon S quantity' }).fill('9');
    await expect(orderGrid.getByRole('textbox', { name: 'Maroon S quantity' })).toHaveAccessibleDescription(
      'Only 5 left',
    );
    await expectNoSeriousViolations(page, `order grid (${view.name})`);
  });
}
