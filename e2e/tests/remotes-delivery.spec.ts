import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_MANUFACTURER, REPO_ROOT } from '../support/env';
import { buildFixtureRemote, folderHash, pinnedVersion, remotesCli } from '../support/fixture-remote';
import { pinnedRoutes } from '../support/pinned-routes';
import { loginWithPassword, menuLinks } from '../support/session';

// Independent delivery (issue 8): a remote release with a Mantine component no other app uses and a
// new page + menu entry goes live by a pin, with no shell build; a clashing release is refused.
test.describe.configure({ mode: 'serial' });

const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');
const NEXT = '9.9.1';
let original: string;
let fixtureDist: string;
let shellBefore: string;

test.beforeAll(() => {
  test.setTimeout(180_000);
  original = pinnedVersion('mf-media');
  shellBefore = folderHash(SHELL_DIST);
  fixtureDist = buildFixtureRemote();
  remotesCli('publish', 'mf-media', '--dist', fixtureDist, '--as', NEXT);
});

test.afterAll(() => {
  remotesCli('pin', 'mf-media', original);
});

/** The shell's theme primary colour, as the browser resolves Mantine's CSS variable. */
const primaryColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

/**
 * Switches the colour scheme from the shell: its "Dark mode" toggle when the layout has one, else
 * the way another tab of the shell would (Mantine's colour-scheme manager follows localStorage).
 */
async function switchShellToDark(page: Page) {
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  if (await toggle.count()) return toggle.click();
  await page.evaluate(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'mantine-color-scheme-value',
        newValue: 'dark',
        storageArea: window.localStorage,
      }),
    );
  });
}

/** Each shared Mantine context and the notifications store in the share scope: versions and where they come from. */
const sharedInstances = (page: Page) =>
  page.evaluate(() => {
    type Entry = { from: string; loaded?: unknown };
    // The bundler's share scope, which the shell exposes (shell/src/remotes/remote-containers.ts).
    const scope =
      (globalThis as { __FEDERATION_SHARE_SCOPE__?: Record<string, Record<string, Entry>> })
        .__FEDERATION_SHARE_SCOPE__ ?? {};
    const found: Record<string, { version: string; from: string; loaded: boolean }[]> = {};
    for (const [key, versions] of Object.entries(scope))
      if (key.startsWith('@mantine/'))
        for (const [version, entry] of Object.entries(versions)) {
          found[key] ??= [];
          found[key].push({ version, from: entry.from, loaded: !!entry.loaded });
        }
    return found;
  });

test('a remote release using a Mantine component no app has goes live by a pin, themed by the shell', async ({
  page,
}) => {
  remotesCli('pin', 'mf-media', NEXT);
  expect(folderHash(SHELL_DIST)).toBe(shellBefore);

  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await page.getByRole('link', { name: 'Media Onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Media Onboarding' })).toBeVisible();

  // Stepper, from the remote's own Mantine, in the shell's theme: the active step shows its primary colour.
  const primary = await primaryColour(page);
  const activeStep = page.locator('.mantine-Stepper-stepIcon[data-progress]');
  await expect(activeStep).toHaveCount(1);
  await expect(activeStep).toHaveCSS('border-color', primary);
  const completed = page.locator('.mantine-Stepper-stepIcon[data-completed]');
  await expect(completed).toHaveCSS('background-color', primary);

  // The colour scheme the shell sets reaches the remote's components (through the shared context).
  await expect(page.getByText('Colour scheme: light')).toBeVisible();
  await switchShellToDark(page);
  await expect(page.getByText('Colour scheme: dark')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // A themed Modal (portal into the shell's document, dark like the rest).
  await page.getByRole('button', { name: 'Open details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Onboarding details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(page.locator('.mantine-Modal-content')).toHaveCSS('background-color', body);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The toast shows in the shell's one notifications container (one root per position), top right.
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(6);
  const topRight = page.locator('.mantine-Notifications-root[data-position="top-right"]');
  await expect(topRight).toHaveCount(1);
  await expect(topRight.getByText('Onboarding saved')).toBeVisible();

  // Exactly one instance of each shared context (the shell's) and of the notifications store. The
  // store loads with the first toast, from whichever app shows it first; the one container above is
  // the shell's either way.
  const shared = await sharedInstances(page);
  for (const key of [
    '@mantine/core/Mantine.context',
    '@mantine/core/MantineThemeProvider',
    '@mantine/core/DirectionProvider',
  ]) {
    const loaded = (shared[key] ?? []).filter((entry) => entry.loaded);
    expect(loaded, key).toHaveLength(1);
    expect(loaded[0]?.from, key).toBe('@apparel/shell');
  }
  expect((shared['@mantine/notifications'] ?? []).filter((entry) => entry.loaded)).toHaveLength(1);
  // The shell's Mantine groups (packages/mf-config/src/mantine-groups.ts): the remote built against
  // the same Mantine took the shell's copies (the Modal is the layout group's) instead of its own.
  const groups = Object.keys(shared).filter((key) => key.startsWith('@mantine/core/group-'));
  expect(groups).toHaveLength(2);
  for (const key of groups) {
    expect(shared[key], key).toHaveLength(1);
    expect(shared[key]?.[0], key).toMatchObject({ from: '@apparel/shell', loaded: true });
  }
  expect(folderHash(SHELL_DIST)).toBe(shellBefore);
});

test('a remote release adding a page and a menu entry: pinned it appears, pinned back it is gone', async ({
  page,
  request,
}) => {
  remotesCli('pin', 'mf-media', NEXT);
  const onboarding = { path: '/media/onboarding', remote: 'mf-media', title: 'Media Onboarding' };
  expect(await pinnedRoutes(request)).toContainEqual(expect.objectContaining(onboarding));
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await expect(menuLinks(page).filter({ hasText: 'Media Onboarding' })).toHaveCount(1);
  const labels = await menuLinks(page).allTextContents();
  expect(labels.slice(labels.indexOf('Media Manager'), labels.indexOf('Media Manager') + 2)).toEqual([
    'Media Manager',
    'Media Onboarding',
  ]);
  await page.goto('/media/onboarding');
  await expect(page.getByRole('heading', { name: 'Media Onboarding' })).toBeVisible();

  remotesCli('pin', 'mf-media', original);
  expect(await pinnedRoutes(request)).not.toContainEqual(expect.objectContaining(onboarding));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Media Onboarding' })).toHaveCount(0);
  await expect(page.getByText('An error occurred')).toBeVisible();
  await page.goto('/manufacturer/dashboard');
  await expect(menuLinks(page).filter({ hasText: 'Media Manager' })).toHaveCount(1);
  await expect(menuLinks(page).filter({ hasText: 'Media Onboarding' })).toHaveCount(0);
  expect(folderHash(SHELL_DIST)).toBe(shellBefore);
});

test('a release whose routes clash with another remote is refused at pin time', () => {
  // The same build, with a route manifest that claims mf-catalogue's /products.
  const clashing = mkdtempSync(join(tmpdir(), 'mf-media-clash-'));
  try {
    cpSync(fixtureDist, clashing, { recursive: true });
    const manifestFile = join(clashing, 'mf-routes.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.routes.push({ path: '/products', module: 'MediaPage', role: 'MANUFACTURER', title: 'Products' });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    remotesCli('publish', 'mf-media', '--dist', clashing, '--as', '9.9.2');
    expect(() => remotesCli('pin', 'mf-media', '9.9.2')).toThrow(
      /mf-media 9\.9\.2 cannot be pinned:\n {2}- \/products is already claimed by mf-catalogue \(\/products\)/,
    );
    expect(pinnedVersion('mf-media')).toBe(original);
  } finally {
    rmSync(clashing, { recursive: true, force: true });
  }
});
