import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { otpSentTo } from './outbox';

/** Signs in through the password form of /login. */
export async function loginWithPassword(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Mobile').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in with a mobile OTP read from the SMS outbox. */
export async function loginWithOtp(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByLabel('Mobile Number').fill(mobile);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(mobile);
  await page.getByLabel('OTP', { exact: true }).fill(await otpSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The side menu's links, in order. */
export const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');

/** A session token of the account, through the real API. */
export async function sessionToken(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/auth/pass-login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** Hands the token to every page of the context before it loads (as the app keeps it after a login). */
export const keepToken = (target: Page | BrowserContext, token: string) =>
  target.addInitScript((t) => localStorage.setItem('token', t), token);

/** Signs in through the API and hands the token to the page before it loads (quicker than the form). */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await keepToken(page, await sessionToken(page.request, account));
}
