// Debian's Chromium through Playwright (never a downloaded browser), for the bench and check scripts.
// The same flags as e2e/playwright.config.ts: without the background-networking ones, Chromium's
// connections are refused by this machine's closed network.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
