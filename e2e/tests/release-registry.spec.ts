import { join } from 'node:path';
import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { createManufacturer, superAdminToken } from '../support/api';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { DEMO_MANUFACTURER, REPO_ROOT, SUPER_ADMIN } from '../support/env';
import { publishRelease, releaseZipOf } from '../support/release-archive';
import { menuLinks, signInAs } from '../support/session';

// The release registry (issue 22) end to end: a version published over HTTP, canaried to half the
// browsers, promoted, rolled back; an open tab offered the new version; an incompatible version refused.
// Several browsers on a loaded 2-core machine: each test gets minutes, not the suite's 45 s.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const MEDIA_DIST = join(REPO_ROOT, 'mf-media', 'dist');
const NEXT = `9.8.${Date.now() % 100_000}`;
const INCOMPATIBLE = `${NEXT}-router8`;
const REFUSAL = 'built against react-router-dom 8, the shell provides 7.x';
let original: string;
let token: string;

const change = async (page: Page, path: string, data?: object) => {
  const answer = await page.request.post(`/api/admin/remotes/mf-media/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
};

/** The mf-media version the server gives this browser (its canary cookie, as the shell reads it). */
const servedVersion = (page: Page) =>
  page.evaluate(async () => {
    const answer = await (await fetch('/remotes.json', { cache: 'no-store' })).json();
    return /\/remotes\/mf-media\/([^/]+)\/mf-manifest\.json$/.exec(answer['mf-media'].manifest)?.[1] ?? '';
  });

/** The browser's canary cookie (set by the server at its first page or /remotes.json). */
const canaryCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'remote_canary')?.value;

/** A fresh browser (its own cookies) that has loaded the shell once. */
const freshBrowser = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page, version: await servedVersion(page) };
};

/** Opens /media and answers which mf-media version the shell loaded for it. */
const mediaVersionLoaded = async (page: Page) => {
  // Its manifest or entry (the page's HTML may carry the manifest inlined and preload the entry).
  const file = page.waitForRequest(/\/remotes\/mf-media\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/);
  await page.goto('/media');
  const url = (await file).url();
  await expect(page.getByRole('heading', { name: 'Media Manager', level: 1 })).toBeVisible();
  return /\/remotes\/mf-media\/([^/]+)\//.exec(url)?.[1];
};

const openRemotes = async (page: Page) => {
  await signInAs(page, SUPER_ADMIN);
  await page.goto('/admin/remotes');
  await expect(page.getByRole('heading', { name: 'Remotes', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'mf-media' });
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  token = await superAdminToken(request);
  const list = await request.get('/api/admin/remotes', { headers: { Authorization: `Bearer ${token}` } });
  original = ((await list.json()) as { name: string; pinned: string }[]).find((r) => r.name === 'mf-media')
    ?.pinned as string;
  // The same built files under a new version label, and a copy that claims react-router-dom 8.
  await publishRelease(request, token, 'mf-media', NEXT, releaseZipOf(MEDIA_DIST));
  await publishRelease(
    request,
    token,
    'mf-media',
    INCOMPATIBLE,
    releaseZipOf(MEDIA_DIST, (info) => {
      info.shared = { ...info.shared, 'react-router-dom': '8.0.0' };
    }),
  );
});

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${token}` };
  await request.delete('/api/admin/remotes/mf-media/canary', { headers });
  await request.post('/api/admin/remotes/mf-media/pin', { headers, data: { version: original } });
});

test('a canary at 50 % from the Remotes screen: browsers, then signed-in users, get different versions, each keeps its own', async ({
  page,
  browser,
}) => {
  const media = await openRemotes(page);
  await expect(media.getByText(`Pinned: ${original}`)).toBeVisible();
  await expect(
    media.getByRole('row', { name: new RegExp(NEXT.replaceAll('.', '\\.')) }).first(),
  ).toBeVisible();
  await media.getByRole('button', { name: 'Canary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Canary for mf-media' });
  await dialog.getByRole('combobox', { name: /Version/ }).click();
  await page.getByRole('option', { name: NEXT, exact: true }).click();
  await dialog.getByRole('textbox', { name: /Percentage of users/ }).fill('50');
  await dialog.getByRole('button', { name: 'Start canary' }).click();
  await expect(media.getByText(`Canary: ${NEXT} for 50 % of users`)).toBeVisible();

  // Fresh browsers until one of each version (1 in 2^12 runs would see one version only).
  const seen = new Map<string, Awaited<ReturnType<typeof freshBrowser>>>();
  for (let i = 0; i < 12 && seen.size < 2; i++) {
    const fresh = await freshBrowser(browser);
    if (seen.has(fresh.version)) await fresh.context.close();
    else seen.set(fresh.version, fresh);
  }
  expect([...seen.keys()].sort()).toEqual([original, NEXT].sort());
  for (const { context } of seen.values()) await context.close();

  // Signed in, the user decides (their browser's cookie becomes the user's): new users, each in a
  // fresh browser, until one of each version; each loads it again and again, on a second device too.
  const users = new Map<string, { email: string; password: string; page: Page }>();
  for (let i = 0; i < 12 && users.size < 2; i++) {
    const user = await createManufacturer(page.request, `Canary Looms ${Date.now() % 100_000}`);
    const { context, page: userPage } = await freshBrowser(browser);
    const browserCookie = await canaryCookie(context);
    await signInAs(userPage, { email: user.email, password: user.password });
    // signInAs only hands the token over: the dashboard's signed-in calls make the cookie the user's.
    await userPage.goto('/manufacturer/dashboard');
    await expect.poll(() => canaryCookie(context)).not.toBe(browserCookie);
    const version = await mediaVersionLoaded(userPage);
    if (!version || users.has(version)) await context.close();
    else users.set(version, { ...user, page: userPage });
  }
  expect([...users.keys()].sort()).toEqual([original, NEXT].sort());
  for (const [version, user] of users) {
    await user.page.reload();
    expect(await servedVersion(user.page)).toBe(version);
    expect(await mediaVersionLoaded(user.page)).toBe(version);
    // The same user on another device gets the same version once signed in.
    const device = await freshBrowser(browser);
    const deviceCookie = await canaryCookie(device.context);
    await signInAs(device.page, user);
    await device.page.goto('/manufacturer/dashboard');
    await expect.poll(() => canaryCookie(device.context)).not.toBe(deviceCookie);
    expect(await mediaVersionLoaded(device.page)).toBe(version);
    await device.context.close();
    await user.page.context().close();
  }
});

test('Promote gives every browser the canary; Roll back returns to the pin before', async ({
  page,
  browser,
}) => {
  const media = await openRemotes(page);
  await media.getByRole('button', { name: 'Promote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(media.getByText(`Pinned: ${NEXT}`)).toBeVisible();
  await expect(media.getByText('Canary: none')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const fresh = await freshBrowser(browser);
    expect(fresh.version).toBe(NEXT);
    await fresh.context.close();
  }

  await media.getByRole('button', { name: 'Roll back' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(media.getByText(`Pinned: ${original}`)).toBeVisible();
  const fresh = await freshBrowser(browser);
  expect(fresh.version).toBe(original);
  await fresh.context.close();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row', { name: /Rolled back/ }).first()).toContainText(NEXT);
  await expect(history.getByRole('row', { name: /Canary promoted/ }).first()).toContainText(
    SUPER_ADMIN.email,
  );
});

test('an open tab offers "A new version is available" after a pin change, and reloads only when asked', async ({
  page,
}) => {
  await signInAs(page, DEMO_MANUFACTURER);
  expect(await mediaVersionLoaded(page)).toBe(original);
  await page.evaluate(() => {
    (window as { stillTheSameTab?: boolean }).stillTheSameTab = true;
  });
  await change(page, 'pin', { version: NEXT, reason: 'e2e: an open tab is told' });

  // The tab reads the pins on a navigation at most every 15 s.
  await page.waitForTimeout(15_500);
  await menuLinks(page).filter({ hasText: 'Products' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // Nothing reloaded: the page the user is on keeps working.
  expect(await page.evaluate(() => (window as { stillTheSameTab?: boolean }).stillTheSameTab)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(notice).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { stillTheSameTab?: boolean }).stillTheSameTab),
  ).toBeUndefined();
  expect(await mediaVersionLoaded(page)).toBe(NEXT);
  await change(page, 'pin', { version: original, reason: 'e2e: back' });
});

test('an incompatible version is listed with its reason and its pin is refused on the screen', async ({
  page,
}) => {
  const media = await openRemotes(page);
  const row = media.getByRole('row', { name: new RegExp(INCOMPATIBLE.replaceAll('.', '\\.')) });
  await expect(row).toContainText(REFUSAL);
  await row.getByRole('button', { name: `Pin mf-media ${INCOMPATIBLE}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pin' }).click();
  await expect(media.getByRole('alert')).toContainText(REFUSAL);
  await expect(media.getByText(`Pinned: ${original}`)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test('Remotes and Release tokens pass axe, with their dialogs open', async ({ page }) => {
      const media = await openRemotes(page);
      await settled(page);
      await expectNoSeriousViolations(page, `/admin/remotes (${scheme})`);
      await media.getByRole('button', { name: 'Canary' }).click();
      await expect(page.getByRole('dialog', { name: 'Canary for mf-media' })).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoSeriousViolations(page, `/admin/remotes canary dialog (${scheme})`);
      await page.keyboard.press('Escape');

      await page.goto('/admin/release-tokens');
      await settled(page);
      await expectNoSeriousViolations(page, `/admin/release-tokens (${scheme})`);
      await page.getByRole('button', { name: 'Create release token' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create release token' });
      const remote = dialog.getByRole('combobox', { name: /Remote/ });
      // The dialog opens on its one field, so the focus trap's later focus cannot close the dropdown.
      await expect(remote).toBeFocused();
      await remote.click();
      await page.getByRole('option', { name: 'mf-media', exact: true }).click();
      await dialog.getByRole('button', { name: 'Create token' }).click();
      const created = page.getByRole('dialog', { name: 'Release token created' });
      await expect(created.getByRole('alert')).toContainText('This is the only time the token is shown');
      await page.waitForTimeout(300);
      await expectNoSeriousViolations(page, `/admin/release-tokens secret (${scheme})`);
      await created.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('row', { name: /mf-media/ }).first()).toContainText('Never');
    });
  });
}
