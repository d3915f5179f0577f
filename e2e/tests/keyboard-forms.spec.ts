import { expect, type Locator, type Page, test } from '@playwright/test';
import { settled } from '../support/axe';
import { DEMO_MANUFACTURER, SUPER_ADMIN } from '../support/env';
import { signInAs } from '../support/session';

test.describe.configure({ timeout: 90_000 });

/** What the walk reads of the focused element. */
interface Focused {
  inPage: boolean;
  picker: boolean;
  expanded: string | null;
  editor: boolean;
  gridCell: boolean;
  submit: boolean;
  name: string;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLElement | null;
    const input = el as HTMLInputElement | null;
    return {
      inPage: !!el?.closest('main, [role="dialog"]'),
      picker: !!el?.matches('[role="combobox"], [aria-haspopup]') && el.tagName === 'INPUT',
      expanded: el?.getAttribute('aria-expanded') ?? null,
      editor: !!el?.isContentEditable,
      gridCell: el?.tagName === 'INPUT' && !!el.closest('table, [role="grid"]'),
      submit: input?.type === 'submit',
      name: el?.getAttribute('aria-label') ?? el?.id ?? el?.tagName ?? '',
    };
  });

/**
 * Tabs through every field of the form in `scope` as a keyboard user does: no picker opens because
 * focus arrived, and in each picker, editor and grid cell the user types and presses Enter. Nothing
 * may be written (no POST, PUT, PATCH or DELETE) and the page must stay where it is.
 */
/**
 * Waits until the page has nothing left to run (a frame drawn, then an idle callback): a save the
 * last Enter started (validation, then the request) has been sent by then, so the writes are complete.
 */
const pageIsIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      ),
  );

async function walkForm(page: Page, start: Locator) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${request.url()}`);
  });
  const url = page.url();
  await start.focus();
  let pickers = 0;
  let left = false;
  for (let step = 0; step < 150 && !left; step++) {
    await page.keyboard.press('Tab');
    const field = await focused(page);
    if (field.submit) break;
    if (!field.inPage) continue;
    if (field.picker) {
      pickers++;
      expect(field.expanded, `${field.name} opened on focus`).not.toBe('true');
      await page.keyboard.type('a');
      await page.keyboard.press('Enter');
    } else if (field.editor || field.gridCell) {
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
    }
    left = page.url() !== url;
  }
  await pageIsIdle(page);
  expect(writes, 'an Enter saved the form').toEqual([]);
  expect(page.url()).toBe(url);
  return pickers;
}

/** The forms a role fills, each opened the way a user reaches it; `pickers` = the least it must have. */
const FORMS: {
  title: string;
  account: { email: string; password: string };
  path: string;
  open?: (page: Page) => Promise<Locator>;
  pickers: number;
}[] = [
  { title: 'New manufacturer', account: SUPER_ADMIN, path: '/manufacturers/create', pickers: 1 },
  { title: 'Manufacturer filters', account: SUPER_ADMIN, path: '/manufacturers', pickers: 0 },
  { title: 'New admin', account: SUPER_ADMIN, path: '/admins/create', pickers: 0 },
  {
    title: 'Subscription',
    account: SUPER_ADMIN,
    path: '/manufacturers',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await settled(page);
      await page.goto(page.url().replace(/\/edit$/, '/subscription'));
      await settled(page);
      return page.locator('h1');
    },
    pickers: 0,
  },
  { title: 'My profile', account: DEMO_MANUFACTURER, path: '/manufacturer/profile', pickers: 1 },
  { title: 'New product', account: DEMO_MANUFACTURER, path: '/products/new', pickers: 7 },
  {
    title: 'An existing product (Colors: type, Enter)',
    account: DEMO_MANUFACTURER,
    path: '/products',
    open: async (page) => {
      await page.getByRole('link', { name: /^Edit/ }).first().click();
      await settled(page);
      return page.locator('h1');
    },
    pickers: 7,
  },
  {
    title: 'Add color',
    account: DEMO_MANUFACTURER,
    path: '/attributes/colors',
    open: async (page) => {
      await page.getByRole('button', { name: '+ Add Color' }).click();
      return page.getByRole('dialog', { name: 'Add Color' }).getByRole('textbox', { name: 'Name' });
    },
    pickers: 0,
  },
  { title: 'New retailer', account: DEMO_MANUFACTURER, path: '/retailers/new', pickers: 1 },
  {
    title: 'An existing retailer',
    account: DEMO_MANUFACTURER,
    path: '/retailers/list',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^View / })
        .first()
        .click();
      await settled(page);
      await page.goto(`${page.url()}/edit`);
      await settled(page);
      return page.locator('h1');
    },
    pickers: 1,
  },
  { title: 'New order', account: DEMO_MANUFACTURER, path: '/orders-new', pickers: 1 },
  // The orders list's filters sit in its search form, where Enter applies them by design (kept in the
  // URL); the walk stops at that form's Search button, so they are not walked as a saving form.
  { title: 'Order filters', account: DEMO_MANUFACTURER, path: '/orders', pickers: 0 },
];

for (const form of FORMS) {
  test(`${form.title}: a keyboard walk with Enter in every picker, editor and grid saves nothing`, async ({
    page,
  }) => {
    await signInAs(page, form.account);
    await page.goto(form.path);
    await settled(page);
    const start = form.open ? await form.open(page) : page.locator('h1');
    const pickers = await walkForm(page, start);
    expect(pickers).toBeGreaterThanOrEqual(form.pickers);
  });
}

test('on an existing product, typing "Nav" in Colors then Enter adds Navy and saves nothing', async ({
  page,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(request.method());
  });
  await signInAs(page, DEMO_MANUFACTURER);
  await page.goto('/products');
  await settled(page);
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await settled(page);
  const url = page.url();
  const colors = page.getByRole('combobox', { name: 'Colors', exact: true });
  await colors.focus();
  await expect(colors).toHaveAttribute('aria-expanded', 'false');
  // Enter picks: Navy is added, or taken off when the product already had it.
  const navy = page.locator('.mantine-Pill-label', { hasText: /^Navy$/ });
  const hadNavy = await navy.count();
  await page.keyboard.type('Nav');
  await page.keyboard.press('Enter');
  await expect(navy).toHaveCount(1 - hadNavy);
  await pageIsIdle(page);
  expect(writes).toEqual([]);
  expect(page.url()).toBe(url);
});
