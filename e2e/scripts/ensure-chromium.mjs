#!/usr/bin/env node
// The e2e suite drives Debian's Chromium (never a downloaded browser). Install it when missing and we can.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const path =
  process.env.CHROMIUM_PATH ??
  JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8')).path;
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the e2e suite...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execSync('apt-get install -y chromium', { stdio: 'inherit', env });
  } catch {
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit', env });
  }
}
