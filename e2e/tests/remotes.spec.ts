import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_MANUFACTURER, REMOTES_DIR, REPO_ROOT } from '../support/env';
import { loginWithPassword } from '../support/session';

const pinnedManifest = (remote: string): string =>
  JSON.parse(readFileSync(join(REMOTES_DIR, 'remotes.json'), 'utf8'))[remote];

/** The version a remote is pinned to: the folder of its manifest URL (/remotes/<remote>/<version>/mf-manifest.json). */
const pinnedVersion = (remote: string): string => {
  const version = pinnedManifest(remote).split('/')[3];
  if (!version)
    throw new Error(`remotes.json pins ${remote} to ${pinnedManifest(remote)}, not a versioned manifest`);
  return version;
};

const remotesCli = (...args: string[]) =>
  execFileSync('node', ['scripts/remotes.mjs', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, REMOTES_DIR },
    encoding: 'utf8',
  });

test('a remote whose manifest answers 404 shows "Section unavailable" while the rest keeps working', async ({
  page,
}) => {
  let catalogueDown = true;
  await page.route('**/remotes/mf-catalogue/**/mf-manifest.json', (route) =>
    catalogueDown ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
  );
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The menu and the other sections keep working.
  await page.getByRole('link', { name: 'Media Manager' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await expect(page.getByText('Section unavailable')).toHaveCount(0);

  // Once the remote is back, Retry loads it without a full reload.
  catalogueDown = false;
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
});

test('pinning a remote to another published version changes what the browser loads after a reload', async ({
  page,
}) => {
  const current = pinnedVersion('mf-media');
  // Publish a copy of the current build under a new version number, then pin it with the ops CLI.
  cpSync(join(REMOTES_DIR, 'mf-media', current), join(REMOTES_DIR, 'mf-media', '9.9.9'), { recursive: true });
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/mf-media/')) requested.push(new URL(r.url()).pathname);
  });

  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await page.getByRole('link', { name: 'Media Manager' }).click();
  // The media page's own heading: the dashboard's, still on screen while the remote loads, would pass too early.
  await expect(page.getByRole('heading', { name: 'Media Manager', level: 1 })).toBeVisible();
  expect(requested).toContain(`/remotes/mf-media/${current}/mf-manifest.json`);

  try {
    remotesCli('pin', 'mf-media', '9.9.9');
    expect(remotesCli('list')).toContain('*9.9.9');
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Media Manager', level: 1 })).toBeVisible();
    // A cold load of /media gets the pinned manifest inlined in the page: the entry shows the version.
    expect(requested).toContain('/remotes/mf-media/9.9.9/remoteEntry.js');
    expect(requested.filter((p) => p.startsWith(`/remotes/mf-media/${current}/`))).toEqual([]);
  } finally {
    remotesCli('pin', 'mf-media', current);
  }
});

test('the ops CLI refuses to pin a version that is not published', () => {
  expect(() => remotesCli('pin', 'mf-media', '0.0.404')).toThrow();
  expect(pinnedManifest('mf-media')).not.toContain('0.0.404');
});
