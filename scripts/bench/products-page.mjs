#!/usr/bin/env node
// Bench: the products list page (/products) in Chromium, from navigation to the table shown, for a
// manufacturer with 100,000 products next to one with a single page of them (the baseline, same run).
//   node scripts/bench/products-page.mjs --url http://localhost:8080 [--rows 100000] [--runs 7]
// Needs the real server on a fresh DATA_DIR (`pnpm build`, then `pnpm start`): it signs in as the
// seeded super admin, makes two manufacturers with subscriptions, their category, sub-category and
// colour, and fills them through the CSV import (POST /api/manufacturer/bulk-upload), timing it.
// Each run opens /products (and /products?q=...) in a fresh page with the token in local storage.
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
  },
});
if (!options.url) {
  console.error('usage: products-page.mjs --url http://localhost:8080 [--rows 100000] [--runs 7]');
  process.exit(2);
}
const origin = options.url.replace(/\/$/, '');
const ROWS = Number(options.rows);
const RUNS = Number(options.runs);
const stamp = Date.now().toString(36);

async function api(path, { token, json, form, method } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api${path}`, {
    method: method ?? (json !== undefined || form ? 'POST' : 'GET'),
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

const login = async (identifier, password) =>
  (await api('/auth/pass-login', { json: { identifier, password } })).token;

const COLUMNS =
  'sku,name,adminName,price,mrp,stockQty,description,fullDesc,category,subcategory,colors,sizes,brands,fabrics,themes,materials,seasons,gender,edm,status,weight,len,minOrderQty,maxOrderOty,discount';
const STYLES = ['Crew Tee', 'Oxford Shirt', 'Slim Jeans', 'Linen Kurta', 'Maxi Dress', 'Denim Jacket'];

/** A manufacturer with `rows` products, made through the API; answers its token. */
async function manufacturerWith(rows, label) {
  const admin = await login('admin@apparel.local', 'Admin@1234');
  const mobile = `6${String(Date.now() % 1e8).padStart(8, '0')}${rows % 10}`;
  const email = `${label}.${stamp}@bench.test`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: `Bench ${label} ${stamp}`,
    description: 'Products page bench',
    address: '1 Bench Road',
    state: 'Gujarat',
    city: 'Surat',
    gstin: '',
    'user[name]': `Bench ${label}`,
    'user[email]': email,
    'user[mobile]': mobile,
    'user[password]': 'Bench@1234',
  }))
    form.append(key, value);
  const maker = await api('/admin/manufacturers', { token: admin, form });
  const today = new Date();
  const day = (offset) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await api(`/admin/manufacturer/${maker.id}/subscription`, {
    token: admin,
    json: {
      startDate: day(-1),
      endDate: day(365),
      productLimit: rows + 10,
      retailerLimit: 1,
      isActive: true,
    },
  });
  const token = await login(email, 'Bench@1234');
  const category = await api('/attr/categories', { token, json: { name: 'Tees', description: '' } });
  await api('/attr/categories/subcategory', {
    token,
    json: { categoryId: category.id, name: 'Classic', description: '' },
  });
  await api('/attr/colors', { token, json: { name: 'White', description: '', isActive: true } });

  const lines = [COLUMNS];
  for (let i = 1; i <= rows; i++) {
    const name = `${STYLES[i % STYLES.length]} ${i}`;
    lines.push(
      `BENCH-${label}-${String(i).padStart(6, '0')},${name},${name} (admin),${199 + (i % 300)},999,${i % 500},Bench product,<p>Bench</p>,Tees,Classic,White,,,,,,,Unisex,April,Active,0.2,70,1,100,10-49:5`,
    );
  }
  const upload = new FormData();
  upload.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const result = await api('/manufacturer/bulk-upload', { token, form: upload });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: imported ${result.success} (failed ${result.failed}) in ${seconds.toFixed(1)} s`);
  return token;
}

/** Milliseconds from navigation start to the products table's first data row, per run. */
async function timePage(browser, token, path) {
  const times = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const ms = await page.evaluate(() => performance.now());
    await context.close();
    if (run > 0) times.push(ms); // the first run warms the server's and the disk's caches
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

const small = await manufacturerWith(20, 'small');
const large = await manufacturerWith(ROWS, 'large');
const browser = await launchChromium();
const rows = [
  ['baseline: 20 products, /products', await timePage(browser, small, '/products')],
  [`${ROWS} products, /products`, await timePage(browser, large, '/products')],
  [`${ROWS} products, /products?q=Tee 4242`, await timePage(browser, large, '/products?q=Tee%204242')],
  [`${ROWS} products, /products?page=2500`, await timePage(browser, large, '/products?page=2500')],
];
await browser.close();
console.log(`\nnavigation -> table shown, ms (median of ${RUNS}, min-max):`);
for (const [label, t] of rows)
  console.log(
    `  ${label.padEnd(44)} ${t.median.toFixed(0).padStart(6)}  (${t.min.toFixed(0)}-${t.max.toFixed(0)})`,
  );
