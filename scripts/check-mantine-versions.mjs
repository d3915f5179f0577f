#!/usr/bin/env node
// CI check (part of `pnpm lint`): every workspace package asks for the same exact version of each
// @mantine/* package. The shell's Mantine must be at least every remote's (a remote's components read
// the shell's shared context modules; `pnpm remotes pin` refuses a remote built against a newer one),
// and within one repository the simple rule that keeps that true is: all in step.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const workspaces = [
  ...readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-')),
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
  'e2e',
];

const versions = new Map(); // package -> Map(version -> [workspaces])
for (const workspace of workspaces) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!name.startsWith('@mantine/') || field === 'peerDependencies') continue;
      if (!versions.has(name)) versions.set(name, new Map());
      const users = versions.get(name).get(range) ?? [];
      versions.get(name).set(range, [...users, workspace]);
    }
  }
}

const problems = [];
const all = new Set();
for (const [name, byVersion] of versions) {
  for (const version of byVersion.keys()) {
    all.add(version);
    if (!/^\d+\.\d+\.\d+$/.test(version)) problems.push(`${name} "${version}" is not an exact version`);
  }
  if (byVersion.size > 1)
    problems.push(
      `${name} is not in step: ${[...byVersion].map(([v, users]) => `${v} (${users.join(', ')})`).join('; ')}`,
    );
}
if (all.size > 1) problems.push(`the @mantine/* packages are on different versions: ${[...all].join(', ')}`);

if (problems.length) {
  console.error(`Mantine versions:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Mantine versions in step: ${[...all].join(', ') || 'none'} in ${workspaces.length} workspaces`);
