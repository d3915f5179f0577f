#!/usr/bin/env node
// Enforces the dependency direction of docs/architecture.md section 1:
//   shell, mf-*  ->  ui, api-client  ->  contracts;  server -> contracts.
// A remote never imports another remote or the shell; the shell never imports a remote's source;
// the server never imports front-end code; contracts import nothing of ours.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { REMOTES } from './remotes/apps.mjs';

const root = resolve(import.meta.dirname, '..');
const FRONT_END = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@mantine',
  '@tanstack',
  '@apparel/ui',
  '@apparel/api-client',
];

/** Which workspace a file belongs to ("shell", "mf-auth", "packages/ui", ...). */
const ownerOf = (file) => {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'packages' ? `packages/${parts[1]}` : parts[0];
};

const WORKSPACES = [
  'shell',
  ...REMOTES,
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
];
/** Workspace folder by package name ("@apparel/federation-config" -> "packages/mf-config"). */
const folderOfPackage = new Map(
  WORKSPACES.map((folder) => [
    JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name,
    folder,
  ]),
);

/** What an import specifier (resolved for relative paths) points at: a workspace or an npm package. */
const targetOf = (file, spec) => {
  if (spec.startsWith('.')) return ownerOf(resolve(file, '..', spec));
  const name = spec.match(/^@apparel\/[^/]+/)?.[0];
  return (name && folderOfPackage.get(name)) ?? spec;
};

const isFrontEnd = (t) =>
  FRONT_END.some((f) => t === f || t.startsWith(`${f}/`) || (f === '@mantine' && t.startsWith('@mantine/')));
const isOurs = (t) => t === 'shell' || REMOTES.includes(t) || t.startsWith('packages/');

const rules = {
  'packages/contracts': (t) => isOurs(t) && t !== 'packages/contracts' && 'contracts import nothing of ours',
  'packages/server': (t) =>
    ((isOurs(t) && !['packages/server', 'packages/contracts'].includes(t)) || isFrontEnd(t)) &&
    'the server never imports front-end code',
  'packages/api-client': (t) =>
    isOurs(t) &&
    !['packages/api-client', 'packages/contracts'].includes(t) &&
    'api-client depends only on contracts',
  'packages/ui': (t) =>
    isOurs(t) &&
    !['packages/ui', 'packages/api-client', 'packages/contracts'].includes(t) &&
    'ui depends only on api-client and contracts',
  shell: (t) => (REMOTES.includes(t) || t === 'packages/server') && 'the shell loads remotes only at runtime',
};
for (const r of REMOTES) {
  rules[r] = (t) =>
    ((isOurs(t) && (t === 'shell' || (REMOTES.includes(t) && t !== r))) || t === 'packages/server') &&
    'a remote never imports another remote, the shell or the server';
}

const SKIP = new Set(['node_modules', 'dist', '.tsbuild', '.data', 'test-results']);
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(tsx?|mjs|js)$/.test(name)) files.push(p);
  }
};
for (const owner of Object.keys(rules)) {
  try {
    walk(join(root, owner));
  } catch {
    /* workspace not created yet */
  }
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
const problems = [];
for (const file of files) {
  const owner = ownerOf(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const why = rules[owner]?.(targetOf(file, spec));
    if (why) problems.push(`${relative(root, file)}: imports '${spec}' (${why})`);
  }
}
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log(`dependency direction ok (${files.length} files)`);
