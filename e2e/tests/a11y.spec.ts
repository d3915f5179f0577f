import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { createManufacturer } from '../support/api';
import {
  expectHeadingsInOrder,
  expectNoSeriousViolations,
  fitsTheScreen,
  settled,
  transitionsDone,
} from '../support/axe';
import { BASE_URL, DEMO_MANUFACTURER, SUPER_ADMIN } from '../support/env';
import { routesOf, superAdminRecordIds } from '../support/routes';
import { keepToken, sessionToken, signInAs } from '../support/session';

type Role = 'SUPER_ADMIN' | 'MANUFACTURER';
const ACCOUNTS = { SUPER_ADMIN, MANUFACTURER: DEMO_MANUFACTURER };

/** Signs in through the API and hands the token to the page before it loads. */
const signIn = (page: Page, role: Role) => signInAs(page, ACCOUNTS[role]);

type Scheme = 'light' | 'dark';
/**
 * One signed-in browser context per role and colour scheme for each worker: the screen tests open a
 * fresh page in it, so the app's files come from its cache instead of over the wire 100 times.
 */
const test = base.extend<object, { signedIn: (role: Role, scheme: Scheme) => Promise<BrowserContext> }>({
  signedIn: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((role, scheme) => {
        const key = `${role} ${scheme}`;
        let context = contexts.get(key);
        if (!context) {
          context = (async () => {
            const opened = await browser.newContext({ baseURL: BASE_URL, colorScheme: scheme });
            await keepToken(opened, await sessionToken(opened.request, ACCOUNTS[role]));
            return opened;
          })();
          contexts.set(key, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
});

// Every test reads one screen of a server of its own worker: they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** The page's identity: one main landmark, one h1, the route's title in the tab. */
async function expectPageIdentity(page: Page, title: string) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(`${title} · Apparel Admin`);
}

const recordIds: Record<Role, Record<string, number>> = { SUPER_ADMIN: {}, MANUFACTURER: {} };
test.beforeAll(async ({ request }) => {
  recordIds.SUPER_ADMIN = await superAdminRecordIds(request);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    const expectScheme = (page: Page) =>
      expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

    for (const role of ['SUPER_ADMIN', 'MANUFACTURER'] as const) {
      // The table is read when the file loads; ids are filled in once the records exist.
      for (const { pattern, title } of routesOf(role, {})) {
        test(`${role} ${pattern} passes axe`, async ({ signedIn }) => {
          const page = await (await signedIn(role, scheme)).newPage();
          const screen = routesOf(role, recordIds[role]).find((r) => r.pattern === pattern);
          await page.goto(screen?.url ?? pattern);
          await settled(page);
          await expectScheme(page);
          await expectPageIdentity(page, title);
          await expectNoSeriousViolations(page, `${pattern} (${scheme})`);
          await page.close();
        });
      }
    }

    test('the login modes pass axe', async ({ page }) => {
      await page.goto('/login');
      await settled(page);
      await expectScheme(page);
      await expectPageIdentity(page, 'Sign in to your account');
      await expectNoSeriousViolations(page, `/login password (${scheme})`);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Email or Password is required')).toBeVisible();
      await expectNoSeriousViolations(page, `/login with errors (${scheme})`);
      await page.getByRole('button', { name: 'Login with OTP' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectNoSeriousViolations(page, `/login OTP (${scheme})`);
      await page.getByRole('button', { name: 'Login with Password' }).click();
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectNoSeriousViolations(page, `/login forgot password (${scheme})`);
    });

    test('/verify passes axe, with and without a mobile handed over', async ({ page, request }) => {
      const maker = await createManufacturer(request, `Axe Verify ${scheme} ${Date.now().toString(36)}`);
      await page.goto('/verify');
      await settled(page);
      await expectPageIdentity(page, 'Verify OTP');
      await expectNoSeriousViolations(page, `/verify without a mobile (${scheme})`);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login with OTP' }).click();
      await page.getByLabel('Mobile Number').fill(maker.mobile);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page).toHaveURL(/\/verify$/);
      await settled(page);
      await expectNoSeriousViolations(page, `/verify (${scheme})`);
    });

    test('/error passes axe', async ({ page }) => {
      await page.goto('/no-such-page');
      await settled(page);
      await expectPageIdentity(page, 'Error');
      await expectNoSeriousViolations(page, `/error (${scheme})`);
    });

    test('a form with its errors shown passes axe', async ({ page }) => {
      await signIn(page, 'SUPER_ADMIN');
      await page.goto('/manufacturers/create');
      await settled(page);
      await page.getByRole('button', { name: 'Create Manufacturer' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/manufacturers/create with errors (${scheme})`);
    });

    test('the media library picker of the product form passes axe and works from the keyboard', async ({
      page,
    }) => {
      await signIn(page, 'MANUFACTURER');
      await page.goto('/products/new');
      await settled(page);
      const open = page.getByRole('button', { name: 'Choose images from library' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose images from the media library' });
      await expect(dialog.getByRole('searchbox', { name: 'Search by filename' })).toBeFocused();
      const first = dialog.getByRole('checkbox').first();
      await expect(first).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await expect(dialog.getByText('1 selected')).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the media picker on /products/new (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('open pickers pass axe: a searched State and the Colors multi-select', async ({ page }) => {
      await signIn(page, 'MANUFACTURER');
      await page.goto('/retailers/new');
      await settled(page);
      await page.getByRole('combobox', { name: 'State' }).pressSequentially('Ra');
      await expect(page.getByRole('option', { name: 'Rajasthan' })).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the State picker open (${scheme})`);
      await page.goto('/products/new');
      await settled(page);
      const colours = page.getByRole('combobox', { name: 'Colors' });
      await colours.focus();
      await page.keyboard.press('Alt+ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the Colors picker open (${scheme})`);
    });

    test('the open subscription date picker passes axe', async ({ page }) => {
      await signIn(page, 'SUPER_ADMIN');
      await page.goto(`/manufacturers/${recordIds.SUPER_ADMIN.manufacturers}/subscription`);
      await settled(page);
      await page.getByRole('textbox', { name: 'Start Date' }).click();
      await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the subscription date picker (${scheme})`);
    });

    test('a modal and the manufacturer screens pass axe with headings in order', async ({ page }) => {
      await signIn(page, 'MANUFACTURER');
      for (const path of ['/manufacturer/dashboard', '/retailers/new', '/orders-new']) {
        await page.goto(path);
        await settled(page);
        await expectHeadingsInOrder(page, `${path} (${scheme})`);
      }
      await page.goto('/attributes/colors');
      await settled(page);
      await page.getByRole('button', { name: '+ Add Color' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Color' })).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the Add Color modal (${scheme})`);
    });

    test('the phone header menu passes axe', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, 'MANUFACTURER');
      await page.goto('/manufacturer/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await transitionsDone(page);
      await expectNoSeriousViolations(page, `the phone account menu (${scheme})`);
    });

    test('a toast passes axe and its close button is named', async ({ page }) => {
      await signIn(page, 'SUPER_ADMIN');
      await page.goto('/admins');
      await settled(page);
      await page.getByRole('link', { name: /^Edit/ }).first().click();
      await settled(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Manufactur Updated Successfully')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close notification' })).toBeVisible();
      await expectNoSeriousViolations(page, `toast on /admins (${scheme})`);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the media library picker fills the screen and passes axe', async ({ page }) => {
    await signIn(page, 'MANUFACTURER');
    await page.goto('/products/new');
    await settled(page);
    await page.getByRole('button', { name: 'Choose PDF from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a catalog PDF from the media library' });
    await dialog.getByRole('radio').first().check();
    const add = dialog.getByRole('button', { name: 'Add to product' });
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await transitionsDone(page);
    await expectNoSeriousViolations(page, 'the media picker on a phone');
  });

  test('the manufacturers list becomes cards with their actions on screen, and passes axe', async ({
    page,
  }) => {
    await signIn(page, 'SUPER_ADMIN');
    await page.goto('/manufacturers');
    await settled(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    const firstCard = page.getByRole('listitem').first();
    await expect(firstCard.getByRole('link', { name: /^Edit / })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, '/manufacturers on a phone');
  });

  for (const role of ['SUPER_ADMIN', 'MANUFACTURER'] as const) {
    test(`at 360 px no ${role} screen scrolls sideways, and the header fits`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, role);
      const wide: string[] = [];
      for (const screen of routesOf(role, recordIds[role])) {
        await page.goto(screen.url);
        await settled(page);
        if (!(await fitsTheScreen(page))) wide.push(screen.pattern);
      }
      expect(wide, 'screens wider than 360 px').toEqual([]);
      const logout = page.getByRole('button', { name: 'Account' });
      await expect(logout).toBeInViewport({ ratio: 1 });
    });
  }
});
