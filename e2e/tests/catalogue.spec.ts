import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { solidPng, tinyPdf } from '../fixtures/catalogue/files';
import { BAD_ROWS, importCsv } from '../fixtures/catalogue/product-csv';
import { createManufacturer, superAdminToken } from '../support/api';
import { loginWithPassword } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const names = {
  color: `Indigo ${stamp}`,
  size: `XL ${stamp}`,
  category: `Kurtas ${stamp}`,
  subcategory: `Festive ${stamp}`,
  product: `Linen Kurta ${stamp}`,
  sku: `KL-${stamp}`.toUpperCase(),
};
let maker: Awaited<ReturnType<typeof createManufacturer>>;
let productId = 0;

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The manufacturer's own token, for reading back what the screens stored. */
async function manufacturerApi(page: Page) {
  const login = await page.request.post('/api/auth/pass-login', {
    data: { identifier: maker.email, password: maker.password },
  });
  const { token } = await login.json();
  return async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return response.json() as Promise<T>;
  };
}

const signIn = async (page: Page) => {
  await loginWithPassword(page, maker.email, maker.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  return page.getByRole('status').filter({ hasText: 'Success:' });
}

test.beforeAll(async ({ request }) => {
  maker = await createManufacturer(request, `Catalogue Maker ${stamp}`);
  const token = await superAdminToken(request);
  const subscription = await request.post(`/api/admin/manufacturer/${maker.id}/subscription`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      startDate: isoDay(-1),
      endDate: isoDay(365),
      productLimit: 5000,
      retailerLimit: 10,
      isActive: true,
    },
  });
  expect(subscription.ok(), await subscription.text()).toBe(true);
});

test('attributes, a category and a sub-category are created on their screens', async ({ page }) => {
  await signIn(page);
  await page.goto('/attributes/colors');
  await expect(page.getByText('No colors found.')).toBeVisible();
  await page.getByRole('button', { name: '+ Add Color' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Color' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(names.color);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Deep blue, vat dyed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const colorRow = page.getByRole('row').filter({ hasText: names.color });
  await expect(colorRow).toContainText('Active');

  await page.goto('/attributes/sizes');
  await page.getByRole('button', { name: '+ Add Size' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Size' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(names.size);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: names.size })).toBeVisible();

  await page.goto('/attributes/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(names.category);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const categoryRow = page.getByRole('row').filter({ hasText: names.category });
  await expect(categoryRow.getByRole('cell').nth(2)).toHaveText('0');

  await page.goto('/attributes/sub-categories');
  await choose(page, 'Select Category', names.category);
  await expect(page.getByText('No subcategories found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Sub Category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(names.subcategory);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: names.subcategory })).toBeVisible();

  await page.goto('/attributes/categories');
  await expect(page.getByRole('row').filter({ hasText: names.category }).getByRole('cell').nth(2)).toHaveText(
    '1',
  );
});

test('a product is created with two images, a PDF, discount rules and a formatted description', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/products\/new$/);
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible({ timeout: 30_000 });

  await textbox(page, 'Name').fill(`KURTA ${stamp}`);
  await textbox(page, 'Display Name').fill(names.product);
  await textbox(page, 'SKU').fill(names.sku);
  await textbox(page, 'Price').fill('1299.50');
  await textbox(page, 'MRP').fill('1499');
  await textbox(page, 'Stock Quantity').fill('35');
  await textbox(page, 'Min Order Qty').fill('2');
  await textbox(page, 'Max Order Qty').fill('60');
  await expect(page.getByRole('combobox', { name: 'Subcategory', exact: true })).toBeDisabled();
  await choose(page, 'Category', names.category);
  await choose(page, 'Subcategory', names.subcategory);
  await choose(page, 'Colors', names.color);
  await page.keyboard.press('Escape');
  await choose(page, 'Sizes', names.size);
  await page.keyboard.press('Escape');
  await choose(page, 'Gender', 'Men');
  await choose(page, 'Expected Delivery Month', 'October');

  await page
    .getByLabel('Product Images')
    .setInputFiles([solidPng('front.png', [30, 60, 160]), solidPng('back.png', [200, 120, 40])]);
  await expect(page.getByText('front.png')).toBeVisible();
  await expect(page.getByText('back.png')).toBeVisible();
  await page.getByLabel('Catalog PDF').setInputFiles(tinyPdf('lookbook.pdf'));

  const rules = page.getByRole('group', { name: 'Discount Rules' });
  await rules.getByRole('button', { name: '+ Add Range' }).click();
  await rules.getByRole('button', { name: '+ Add Range' }).click();
  const first = rules.getByRole('group', { name: 'Range 1' });
  await first.getByRole('textbox', { name: 'From' }).fill('10');
  await first.getByRole('textbox', { name: 'To' }).fill('24');
  await first.getByRole('textbox', { name: 'Discount(%)' }).fill('5');
  const second = rules.getByRole('group', { name: 'Range 2' });
  await second.getByRole('textbox', { name: 'From' }).fill('25');
  await second.getByRole('textbox', { name: 'To' }).fill('60');
  await second.getByRole('textbox', { name: 'Discount(%)' }).fill('12.5');

  await textbox(page, 'Short Description').fill('Breathable linen kurta for summer weddings');
  const editor = page.getByRole('textbox', { name: 'Full Description' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Fit guide');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Cut loose, ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('pre-washed');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Hand wash');
  await expect(editor.locator('h2')).toHaveText('Fit guide');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Data Saved Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  const row = page.getByRole('row').filter({ hasText: names.sku });
  await expect(row).toContainText(names.product);
  await expect(row).toContainText('₹1,299.50');
  await expect(row.getByRole('img', { name: names.product })).toBeVisible();

  const api = await manufacturerApi(page);
  const list = await api<{ products: { id: number }[] }>(`/products?q=${names.sku}`);
  productId = list.products[0]?.id ?? 0;
  const stored = await api<Record<string, unknown>>(`/products/${productId}`);
  expect(stored.images).toHaveLength(2);
  expect(stored.catalogUrl).toMatch(/\.pdf$/);
  expect(stored.discount).toEqual([
    { from: 10, to: 24, discount: 5 },
    { from: 25, to: 60, discount: 12.5 },
  ]);
  expect(stored.fullDesc).toBe(
    '<h2>Fit guide</h2><p>Cut loose, <strong>pre-washed</strong></p><ul><li><p>Hand wash</p></li></ul>',
  );
  expect(stored.maxOrderOty).toBe(60);
});

test('the product is edited: a new price, one image dropped', async ({ page }) => {
  await signIn(page);
  await page.goto('/products');
  await page.getByRole('row').filter({ hasText: names.sku }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(textbox(page, 'Display Name')).toHaveValue(names.product);
  await expect(page.getByRole('combobox', { name: 'Subcategory', exact: true })).toHaveValue(
    names.subcategory,
  );
  await expect(page.getByRole('link', { name: 'View Catalog PDF' })).toBeVisible();
  await textbox(page, 'Price').fill('1350');
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Data Saved Successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: names.sku })).toContainText('₹1,350.00');

  const api = await manufacturerApi(page);
  const stored = await api<{ images: string[]; price: number; discount: unknown[] }>(
    `/products/${productId}`,
  );
  expect(stored.price).toBe(1350);
  expect(stored.images).toHaveLength(1);
  expect(stored.discount).toHaveLength(2);
});

test('an image uploaded in /media is picked in the product form and shows on the product', async ({
  page,
}) => {
  const libraryImage = solidPng(`Library look ${stamp}.png`, [20, 140, 90]);
  await signIn(page);
  await page.goto('/media');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await (await chooser).setFiles(libraryImage);
  await page.getByRole('button', { name: 'Upload' }).click();
  const card = page
    .getByRole('list', { name: 'Media files' })
    .getByRole('listitem', { name: libraryImage.name });
  const mediaUrl = await card.getByRole('img', { name: libraryImage.name }).getAttribute('src');
  expect(mediaUrl).toMatch(/^\/uploads\/media\//);

  await page.goto('/products');
  await page.getByRole('row').filter({ hasText: names.sku }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  // The one image left from the edit goes, so the picked image becomes the first.
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  const open = page.getByRole('button', { name: 'Choose images from library' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Choose images from the media library' });
  await dialog.getByRole('searchbox', { name: 'Search by filename' }).fill('library look');
  await dialog.getByRole('checkbox', { name: libraryImage.name }).check();
  await dialog.getByRole('button', { name: 'Add to product' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', mediaUrl ?? '');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Data Saved Successfully')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: names.sku });
  await expect(row.getByRole('img', { name: names.product })).toHaveAttribute('src', mediaUrl ?? '');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', mediaUrl ?? '');
  await expect(page.getByRole('img', { name: 'Product image 2' })).toHaveCount(0);
  const api = await manufacturerApi(page);
  expect((await api<{ images: string[] }>(`/products/${productId}`)).images).toEqual([mediaUrl]);

  // Referenced, not copied: the library keeps the file, and will not delete it while the product uses it.
  await page.goto('/media');
  await card.getByRole('button', { name: `Delete ${libraryImage.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`This media file is used by product "${names.product}"`)).toBeVisible();
  await expect(card).toBeVisible();
});

test('the QR code downloads as a 1080 x 1080 PNG that decodes to the id and name', async ({ page }) => {
  await signIn(page);
  const worker = page.waitForEvent('worker');
  await page.goto('/products');
  const qr = page.getByRole('button', { name: `Download QR code of ${names.product}` });
  await expect(qr.locator('svg')).toHaveAttribute('width', '64');
  // The code is made in a worker, off the main thread, and drawn when it answers.
  expect((await worker).url()).toMatch(/\/remotes\/mf-catalogue\/[^/]+\/qr-codes\.[0-9a-f]+\.js$/);
  await expect(qr.locator('svg path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
  const [download] = await Promise.all([page.waitForEvent('download'), qr.click()]);
  expect(download.suggestedFilename()).toBe(`${names.product.replace(/ /g, '-')}-qr-${productId}.png`);
  const png = PNG.sync.read(readFileSync(await download.path()));
  expect([png.width, png.height]).toEqual([1080, 1080]);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(JSON.parse(code?.data ?? 'null')).toEqual({ id: productId, name: names.product });
});

test("the QR codes are made on the page's own thread when the worker's script cannot load", async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\/qr-codes\.[0-9a-f]+\.js$/, (route) => {
    refused++;
    return route.abort('failed');
  });
  await signIn(page);
  await page.goto('/products');
  const qr = page.getByRole('button', { name: `Download QR code of ${names.product}` });
  await expect(qr.locator('svg path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
  expect(refused).toBe(1); // the worker was asked for, once, and the page went on without it
  const [download] = await Promise.all([page.waitForEvent('download'), qr.click()]);
  const png = PNG.sync.read(readFileSync(await download.path()));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(JSON.parse(code?.data ?? 'null')).toEqual({ id: productId, name: names.product });
});

test('a 1,000-row CSV with 3 bad rows imports 997 and lists the 3', async ({ page }) => {
  await signIn(page);
  await page.goto('/products');
  const csv = importCsv({
    rows: 1000,
    prefix: `BULK-${stamp}`,
    category: names.category,
    subcategory: names.subcategory,
    color: names.color,
  });
  const result = await importFile(page, { name: 'bulk.csv', mimeType: 'text/csv', buffer: csv });
  await expect(result).toContainText('Success: 997 | Failed: 3', { timeout: 60_000 });
  await result.getByRole('button', { name: 'Show Errors' }).click();
  const failed = result.getByRole('listitem');
  await expect(failed).toHaveCount(3);
  for (const [index, { row, column }] of BAD_ROWS.entries()) {
    await expect(failed.nth(index)).toContainText(`Row ${row}: `);
    await expect(failed.nth(index)).toContainText(column);
  }
  await expect(page.getByText('(998 products)')).toBeVisible();
});

test('an exported CSV re-imports as an update in place', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/products');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported.split('\n').filter(Boolean)).toHaveLength(1 + 998);
  const renamed = exported.replace(`Imported Tee 7,`, `Imported Tee 7 re-imported,`);
  expect(renamed).not.toBe(exported);
  const path = testInfo.outputPath('export.csv');
  writeFileSync(path, renamed);

  const result = await importFile(page, {
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(path),
  });
  await expect(result).toContainText('Success: 998 | Failed: 0', { timeout: 60_000 });
  await expect(page.getByText('(998 products)')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('re-imported');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Imported Tee 7 re-imported');
});

test('a product is deleted after "Delete product?"', async ({ page }) => {
  await signIn(page);
  await page.goto(`/products?q=${names.sku}`);
  const row = page.getByRole('row').filter({ hasText: names.sku });
  await row.getByRole('button', { name: `Delete ${names.product}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No products found.')).toBeVisible();
  const api = await manufacturerApi(page);
  const list = await api<{ total: number }>('/products');
  expect(list.total).toBe(997);
});
