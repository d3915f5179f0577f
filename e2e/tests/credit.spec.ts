import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueMobile } from '../support/api';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { DEMO_MANUFACTURER } from '../support/env';
import { sessionToken, signInAs } from '../support/session';

test.describe.configure({ timeout: 240_000 });

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

type Shop = { id: number; name: string; mobile: string };

/** A retailer of the demo manufacturer's own, so the figures on its screens are this test's alone. */
async function newRetailer(request: APIRequestContext, token: string, name: string): Promise<Shop> {
  const mobile = uniqueMobile();
  const retailer = await call(request, token, 'POST', '/api/manufacturer/retailers', {
    name,
    address: '4 Station Road',
    state: 'Gujarat',
    city: 'Surat',
    gstin: '',
    outletName: `${name} Outlet`,
    outletAddr: '4 Station Road',
    contactPerson: 'Ravi Patel',
    type: 'Retailer',
    user: { name: 'Ravi Patel', email: `${mobile}@credit.test`, mobile, password: 'Secret@123' },
  });
  return { id: retailer.id, name, mobile };
}

/**
 * A demo product with stock for a small order (3 pieces, or its minimum) and a category, whose default
 * HSN is set so its invoice can be issued.
 */
async function orderableProduct(request: APIRequestContext, token: string) {
  const { products } = await call(request, token, 'GET', '/api/products?active=true&pageSize=50');
  for (const { id } of products) {
    const detail = await call(request, token, 'GET', `/api/products/${id}`);
    const step = detail.orderMultiple || 1;
    const quantity = Math.ceil(Math.max(3, detail.minOrderQty ?? 0) / step) * step;
    if (!detail.categoryId || detail.stockQty < quantity * 3 || (detail.maxOrderOty ?? quantity) < quantity)
      continue;
    const categories = await call(request, token, 'GET', '/api/attr/categories');
    const category = categories.find((c: { id: number }) => c.id === detail.categoryId);
    await call(request, token, 'PUT', `/api/attr/categories/${category.id}`, {
      name: category.name,
      description: category.description ?? '',
      defaultHsn: '6205',
    });
    return { productId: detail.id as number, quantity, ...firstChoices(detail) };
  }
  throw new Error('no demo product with stock and a category');
}

const placeOrder = (request: APIRequestContext, token: string, retailerId: number, item: object) =>
  call(request, token, 'POST', '/api/orders', { retailerId, items: [item] });

/** An invoiced order: placed, accepted and dispatched whole through the API; answers its invoice. */
async function invoicedOrder(request: APIRequestContext, token: string, shop: Shop, item: object) {
  const order = await placeOrder(request, token, shop.id, item);
  await call(request, token, 'PATCH', `/api/orders/${order.id}/status`, { status: 'ACCEPTED' });
  const accepted = await call(request, token, 'GET', `/api/orders/${order.id}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const dispatch = await call(request, token, 'POST', `/api/orders/${order.id}/dispatches`, {
    date: today,
    transporter: 'VRL Logistics',
    lrNumber: '',
    vehicleNumber: '',
    lines: accepted.items.map((i: { id: number; quantity: number }) => ({
      itemId: i.id,
      quantity: i.quantity,
    })),
  });
  return dispatch.invoice as { id: number; number: string; total: number };
}

const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

const checkAxe = async (page: Page, screen: string) => {
  await settled(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    await expectNoSeriousViolations(page, `${screen} (${scheme})`);
  }
};

/** The text of a downloaded PDF as poppler's pdftotext reads it. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');

test('record a payment: the invoice becomes Paid and the receivables change', async ({ page, request }) => {
  const token = await sessionToken(request, DEMO_MANUFACTURER);
  const shop = await newRetailer(request, token, `Patel Traders ${Date.now().toString(36)}`);
  const invoice = await invoicedOrder(request, token, shop, await orderableProduct(request, token));
  await signInAs(page, DEMO_MANUFACTURER);

  await page.goto('/receivables');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Statement of ${shop.name}` }) });
  await expect(row).toContainText(rupees(invoice.total));
  await checkAxe(page, 'Receivables');

  await page.goto(`/invoices/${invoice.id}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Unpaid');
  await expect(payment).toContainText(rupees(invoice.total));

  await page.goto(`/retailers/${shop.id}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('No payments recorded.');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment from ${shop.name}` });
  await expect(dialog).toContainText(`Open invoices owe ${rupees(invoice.total)}`);
  await dialog.getByLabel('Amount').fill(String(invoice.total));
  await dialog.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await dialog.getByLabel('Reference').fill('UPI-REF-5521');
  await checkAxe(page, 'Record payment');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  expect((await answer).status(), await (await answer).text()).toBe(201);
  await expect(dialog).toHaveCount(0);
  await expect(payments.getByRole('row').nth(1)).toContainText('UPI-REF-5521');
  await expect(payments.getByRole('row').nth(1)).toContainText(invoice.number);
  await checkAxe(page, 'Retailer view with payments');

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Amount due₹0.00');
  await page.goto('/invoices');
  await expect(page.getByRole('row').filter({ hasText: invoice.number })).toContainText('Paid');

  await page.goto('/receivables');
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('link', { name: `Statement of ${shop.name}` })).toHaveCount(0);
});

test('an order over the credit limit is held, released with a note, then accepted', async ({
  page,
  request,
}) => {
  const token = await sessionToken(request, DEMO_MANUFACTURER);
  const shop = await newRetailer(request, token, `Shah Stores ${Date.now().toString(36)}`);
  await signInAs(page, DEMO_MANUFACTURER);

  await page.goto(`/retailers/${shop.id}/edit`);
  const terms = page.getByRole('form', { name: 'Terms' });
  await terms.getByLabel('Payment days').fill('30');
  await terms.getByLabel('Credit limit').fill('1');
  await checkAxe(page, 'Retailer form with terms');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Terms saved')).toBeVisible();
  await page.goto(`/retailers/${shop.id}`);
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('30 days');
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('₹1.00');

  const order = await placeOrder(request, token, shop.id, await orderableProduct(request, token));
  expect(order.status).toBe('ON_HOLD');
  expect(order.holdReason).toMatch(/^Credit limit exceeded by ₹/);

  await page.goto('/orders?status=ON_HOLD');
  await expect(page.getByRole('link', { name: `View order ${order.id}` })).toBeVisible();
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText('ON HOLD', { exact: true })).toBeVisible();
  await expect(page.getByText(order.holdReason, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await checkAxe(page, 'Held order');
  await page.getByRole('button', { name: 'Release hold' }).click();
  const dialog = page.getByRole('dialog', { name: `Release hold on order #${order.id}` });
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog.getByText('note is required')).toBeVisible();
  await dialog.getByLabel('Note').fill('Owner vouched for the shop');
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Owner vouched for the shop');

  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('ACCEPTED', { exact: true })).toBeVisible();
});

test('the statement of account on screen, as a PDF, and sent on WhatsApp', async ({ page, request }) => {
  const token = await sessionToken(request, DEMO_MANUFACTURER);
  const shop = await newRetailer(request, token, `Mehta Mart ${Date.now().toString(36)}`);
  const item = await orderableProduct(request, token);
  const invoice = await invoicedOrder(request, token, shop, item);
  const paid = Math.floor(invoice.total / 2);
  await call(request, token, 'POST', '/api/payments', {
    retailerId: shop.id,
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
    amount: paid,
    mode: 'CHEQUE',
    reference: 'CHQ-004512',
  });
  const due = Math.round((invoice.total - paid) * 100) / 100;
  await signInAs(page, DEMO_MANUFACTURER);

  await page.goto('/receivables');
  await page.getByRole('link', { name: `Statement of ${shop.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/retailers/${shop.id}/statement`));
  await expect(page.getByRole('heading', { name: `Statement of account: ${shop.name}` })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Opening balance');
  await expect(page.getByRole('row').filter({ hasText: invoice.number })).toContainText(
    rupees(invoice.total),
  );
  await expect(page.getByRole('row').filter({ hasText: 'CHQ-004512' })).toContainText(rupees(due));
  await expect(rows.last()).toContainText('Closing balance');
  await expect(rows.last()).toContainText(rupees(due));
  await checkAxe(page, 'Statement of account');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(file);
  expect(text).toContain('STATEMENT OF ACCOUNT');
  expect(text).toContain(`To: ${shop.name}`);
  expect(text).toContain(invoice.number);
  expect(text).toContain('Closing balance');
  expect(text).toContain(`Amount due: ${rupees(due)}`);

  // The new tab's request to WhatsApp is what the browser opens (the machine reaches no outside site).
  const opened = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const whatsApp = new URL((await opened).url());
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me/91${shop.mobile}`);
  const message = whatsApp.searchParams.get('text') ?? '';
  expect(message).toContain(rupees(due));
  const link = message.match(/https?:\/\/\S+/)?.[0] ?? '';
  expect(link).toContain('/api/statement-links/');
  // The link opens this statement's PDF without a session.
  const shared = await request.get(new URL(link).pathname);
  expect(shared.status()).toBe(200);
  expect((await shared.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the new screens on a phone: no sideways scroll, axe light and dark', async ({ page, request }) => {
  const token = await sessionToken(request, DEMO_MANUFACTURER);
  const shop = await newRetailer(request, token, `Joshi Cloth ${Date.now().toString(36)}`);
  await invoicedOrder(request, token, shop, await orderableProduct(request, token));
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, DEMO_MANUFACTURER);
  for (const [url, screen] of [
    ['/receivables', 'Receivables'],
    [`/retailers/${shop.id}/statement`, 'Statement of account'],
    [`/retailers/${shop.id}`, 'Retailer view'],
    ['/manufacturer/dashboard', 'Dashboard'],
  ] as const) {
    await page.goto(url);
    await checkAxe(page, `${screen} on a phone`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), screen).toBe(
      true,
    );
  }
  await page.goto(`/retailers/${shop.id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkAxe(page, 'Record payment on a phone');
});
