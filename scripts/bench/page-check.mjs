#!/usr/bin/env node
// Check: the composed app in a real Chromium, after a change to how singletons are shared.
//   node scripts/bench/page-check.mjs --url http://localhost:8080 [--out /tmp/page-check]
// Needs the real server (`pnpm build`, then `pnpm start` on a fresh DATA_DIR: it signs in with the
// seeded accounts and saves a subscription). For each page it records console errors, page errors,
// "Section unavailable" panels, the JS it loaded, and which copy of each shared singleton is in use;
// it saves a screenshot of each page. Exits 1 if any page has a problem.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    out: { type: 'string', default: '/tmp/page-check' },
  },
});
if (!options.url) {
  console.error('usage: page-check.mjs --url http://localhost:8080 [--out dir]');
  process.exit(2);
}
const origin = options.url.replace(/\/$/, '');
mkdirSync(options.out, { recursive: true });

const ADMIN = { identifier: 'admin@apparel.local', password: 'Admin@1234' };
const DEMO = { identifier: 'demo@apparel.local', password: 'Demo@1234' };
// The theme's primary colour (indigo[6]): a filled Button in a remote shows it only if the remote's
// Mantine components read the shell's MantineProvider.
const PRIMARY = 'rgb(76, 110, 245)';

const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
const page = await context.newPage();

let current = null;
const results = [];
page.on('console', (message) => {
  if (current && (message.type() === 'error' || message.type() === 'warning'))
    current.console.push(`${message.type()}: ${message.text()}`);
});
page.on('pageerror', (error) => current?.errors.push(String(error)));
page.on('response', (response) => {
  const url = response.url().replace(origin, '');
  if (current && response.request().resourceType() === 'script') current.scripts.push(url);
  if (current && response.status() >= 400) current.errors.push(`${response.status()} ${url}`);
});

/** Which copies of the tree-shaken and context-holding singletons are loaded, and from which app. */
const sharedState = () =>
  page.evaluate(() => {
    // The bundler's share scope, which the shell exposes (shell/src/remotes/remote-containers.ts).
    const scope = globalThis.__FEDERATION_SHARE_SCOPE__ ?? {};
    const rows = {};
    for (const [pkg, versions] of Object.entries(scope)) {
      if (!/^(@mantine\/|react$|react-dom$|react-router|@tanstack\/react-query|@apparel\/ui)/.test(pkg))
        continue;
      for (const [version, entry] of Object.entries(versions))
        if (entry.loaded) rows[pkg] = [...(rows[pkg] ?? []), `${version} from ${entry.from}`];
    }
    return rows;
  });

const settle = async () => {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading...'), null, {
    timeout: 15_000,
  });
};
const shot = (label) =>
  page.screenshot({ path: join(options.out, `${results.length + 1}-${label}.png`), fullPage: true });

async function visit(name, path, check) {
  current = { name, path: path ?? '(menu)', console: [], errors: [], scripts: [], notes: [] };
  if (path) await page.goto(`${origin}${path}`);
  await settle();
  if (check) {
    await check(current);
    await settle();
  }
  if (await page.getByText('Section unavailable').count()) current.errors.push('"Section unavailable" shown');
  current.shared = await sharedState();
  await shot(name);
  results.push(current);
  current = null;
}

const primaryButtonColour = (name, role = 'button') =>
  page
    .getByRole(role, { name, exact: true })
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function signIn({ identifier, password }, landing) {
  if (page.url().startsWith(origin)) await page.evaluate(() => localStorage.clear());
  await visit(`login-${identifier.split('@')[0]}`, '/login', async (r) => {
    await page.getByLabel('Email or Mobile').fill(identifier);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const colour = await primaryButtonColour('Login');
    if (colour !== PRIMARY) r.errors.push(`Login button colour ${colour}, expected the theme's ${PRIMARY}`);
    await shot(`login-form-${identifier.split('@')[0]}`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`**${landing}`);
    r.notes.push(`signed in, landed on ${landing}`);
  });
}

await signIn(ADMIN, '/admin/dashboard');
await visit('manufacturers', '/manufacturers', async (r) => {
  await page.getByRole('table').waitFor();
  r.notes.push(`${await page.getByRole('row').count()} table rows`);
  const colour = await primaryButtonColour('Add Manufacturer', 'link');
  if (colour !== PRIMARY) r.errors.push(`Add Manufacturer colour ${colour}, expected ${PRIMARY}`);
  r.notes.push(`Add Manufacturer button in the theme's primary colour ${colour}`);
});
const subscriptionHref = await page
  .getByRole('link', { name: /subscription/i })
  .first()
  .getAttribute('href');
await visit('manufacturer-create', '/manufacturers/create');
await visit('subscription', subscriptionHref, async (r) => {
  const start = page.getByLabel('Start Date');
  const end = page.getByLabel('End Date');
  await start.fill('15/03/2025');
  await start.blur();
  await end.fill('14/03/2026');
  await end.blur();
  // The calendar dropdown: @mantine/dates (from mf-superadmin) on Popover from the shell's copy.
  await start.click();
  const calendar = page.getByRole('button', { name: '15 March 2025' });
  await calendar
    .waitFor({ timeout: 5000 })
    .catch(() => r.errors.push('the date picker did not open on March 2025'));
  await page.waitForTimeout(400); // the dropdown's fade-in
  await shot('subscription-calendar');
  await page.keyboard.press('Escape');
  const typed = [await start.inputValue(), await end.inputValue()];
  r.notes.push(`typed dates read back as ${typed.join(' and ')}`);
  if (typed[0] !== '15/03/2025' || typed[1] !== '14/03/2026') r.errors.push(`dates misread: ${typed}`);
  await page.getByLabel('Product Limit').fill('25');
  await page.getByLabel('Retailer Limit').fill('40');
  const saved = page.waitForResponse(
    (res) => res.request().method() !== 'GET' && res.url().includes('/subscription'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  const body = response.request().postDataJSON?.() ?? response.request().postData();
  r.notes.push(`save answered ${response.status()}, sent ${JSON.stringify(body)}`);
  if (!JSON.stringify(body).includes('2025-03-15') || !JSON.stringify(body).includes('2026-03-14'))
    r.errors.push('saved dates are not 2025-03-15 and 2026-03-14');
  await page.waitForURL('**/manufacturers');
  await page.getByText('Subscription', { exact: false }).first().waitFor();
});
await visit('admins', '/admins', async () => {
  await page.getByRole('table').waitFor();
});
// Client-side navigation too: the remote's next page joins the copies already loaded.
await visit('menu-to-manufacturers', null, async (r) => {
  await page.getByRole('link', { name: 'Manufacturers' }).click();
  await page.waitForURL('**/manufacturers');
  await page.getByRole('table').waitFor();
  r.notes.push('reached through the side menu');
});

await signIn(DEMO, '/manufacturer/dashboard');
await visit('manufacturer-profile', '/manufacturer/profile');
await visit('products', '/products');
await browser.close();

let failed = false;
for (const r of results) {
  const relevant = r.console.filter((line) => !/Download the React DevTools/.test(line));
  const problems = [...r.errors, ...relevant];
  failed ||= problems.length > 0;
  const fallback = r.scripts.filter((s) => s.includes('independent-packages'));
  console.log(`\n${problems.length ? 'FAIL' : 'ok  '} ${r.name} (${r.path}): ${r.scripts.length} scripts`);
  for (const note of r.notes) console.log(`     ${note}`);
  for (const [pkg, copies] of Object.entries(r.shared ?? {}))
    console.log(`     ${pkg}: ${copies.join('; ')}`);
  if (fallback.length) console.log(`     full-copy fallback loaded: ${fallback.join(', ')}`);
  for (const problem of problems) console.log(`   ! ${problem}`);
}
console.log(`\nscreenshots in ${options.out}`);
process.exit(failed ? 1 : 0);
