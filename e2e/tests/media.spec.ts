import { expect, type Page, test } from '@playwright/test';
import { DEMO_MANUFACTURER } from '../support/env';
import { TINY_PNG } from '../support/fixtures';
import { loginWithPassword } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now().toString(36);
const image = { ...TINY_PNG, name: `${stamp} front.png` };
/** An ISO base media file header: sniffed as video/mp4 by the server. */
const video = {
  name: `${stamp} runway.mp4`,
  mimeType: 'video/mp4',
  buffer: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free', 'ascii'),
  ]),
};
const pdf = {
  name: `${stamp} catalogue.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};
const looks = (count: number, batch: string) =>
  Array.from({ length: count }, (_, n) => ({ ...TINY_PNG, name: `${stamp} ${batch} look ${n + 1}.png` }));

const openMedia = async (page: Page) => {
  await loginWithPassword(page, DEMO_MANUFACTURER.email, DEMO_MANUFACTURER.password);
  await expect(page).toHaveURL(/\/manufacturer\/dashboard$/);
  await page.getByRole('link', { name: 'Media Manager' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('heading', { name: 'Media Manager' })).toBeVisible();
};

const addFiles = async (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await (await chooser).setFiles(files);
};

const grid = (page: Page) => page.getByRole('list', { name: 'Media files' });
const card = (page: Page, filename: string) => grid(page).getByRole('listitem', { name: filename });

test('upload an image, a video and a PDF; see an image, a video player and a link', async ({ page }) => {
  await openMedia(page);
  // The demo library is there from the first start.
  await expect(card(page, 'Demo Apparel Catalogue 2026.pdf')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await addFiles(page, [image, video, pdf]);
  const selected = page.getByRole('region', { name: 'Selected files' });
  await expect(selected.getByRole('listitem')).toHaveText([image.name, video.name, pdf.name]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(selected).toHaveCount(0);

  await expect(card(page, image.name).getByRole('img', { name: image.name })).toBeVisible();
  await expect(card(page, video.name).locator('video[controls]')).toHaveCount(1);
  await expect(card(page, pdf.name).getByRole('link', { name: `View ${pdf.name}` })).toBeVisible();
  // Newest first: the batch leads the grid.
  await expect(grid(page).getByRole('listitem').first()).toHaveAccessibleName(pdf.name);
});

test('filter by type, search by name, copy a URL', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMedia(page);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('videos');
  await expect(card(page, video.name)).toBeVisible();
  await expect(card(page, image.name)).toHaveCount(0);
  await expect(card(page, 'Demo Apparel Catalogue 2026.pdf')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Search by filename' }).fill(stamp.toUpperCase());
  await expect(grid(page).getByRole('listitem')).toHaveCount(3);

  await card(page, image.name)
    .getByRole('button', { name: `Copy URL of ${image.name}` })
    .click();
  await expect(page.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${baseURL}/uploads/media/`)).toBe(true);
  const served = await page.request.get(copied);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  const videoUrl = await card(page, video.name).locator('video').getAttribute('src');
  const range = await page.request.get(`${baseURL}${videoUrl}`, { headers: { Range: 'bytes=4-11' } });
  expect(range.status()).toBe(206);
  expect((await range.body()).toString('latin1')).toBe('ftypisom');
});

test('take at most 10 files per selection, then page with Prev and Next', async ({ page }) => {
  await openMedia(page);
  await addFiles(page, looks(12, 'a'));
  await expect(page.getByRole('region', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Only the first 10 files are taken.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(card(page, `${stamp} a look 10.png`)).toBeVisible();
  await expect(card(page, `${stamp} a look 11.png`)).toHaveCount(0);
  await addFiles(page, looks(10, 'b'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(card(page, `${stamp} b look 10.png`)).toBeVisible();

  // The demo library (the demo catalogue's images and a PDF) and these 23 files: several pages of 25.
  await expect(grid(page).getByRole('listitem')).toHaveCount(25);
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  const next = page.getByRole('button', { name: 'Next' });
  let last = 1;
  while (await next.isEnabled()) {
    await next.click();
    last += 1;
    await expect(page.getByText(`Page ${last}`)).toBeVisible();
  }
  expect(last).toBeGreaterThan(1);
  await expect(next).toBeDisabled();
  const onLast = await grid(page).getByRole('listitem').count();
  expect(onLast).toBeGreaterThan(0);
  expect(onLast).toBeLessThanOrEqual(25);
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByText(`Page ${last - 1}`)).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(25);
});

test('delete a file after confirming; its URL is gone', async ({ page, baseURL }) => {
  await openMedia(page);
  await page.getByRole('searchbox', { name: 'Search by filename' }).fill(`${stamp} catalogue`);
  const target = card(page, pdf.name);
  await expect(target).toBeVisible();
  const url = await target.getByRole('link', { name: `View ${pdf.name}` }).getAttribute('href');
  await target.getByRole('button', { name: `Delete ${pdf.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this media file?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(target).toHaveCount(0);
  await expect(page.getByText('No media files found.')).toBeVisible();
  expect((await page.request.get(`${baseURL}${url}`)).status()).toBe(404);
});
