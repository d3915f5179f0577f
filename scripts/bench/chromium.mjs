// Debian's Chromium through Playwright (never a downloaded browser), for the bench and check scripts,
// with the path and flags of e2e/chromium.json (the e2e tests' too).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

/** Where Chromium is and the flags it starts with. */
export const CHROMIUM = JSON.parse(readFileSync(join(ROOT, 'e2e', 'chromium.json'), 'utf8'));
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? CHROMIUM.path;

export const launchChromium = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM.args,
  });
