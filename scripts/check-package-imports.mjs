#!/usr/bin/env node
// CI check (part of `pnpm lint`): each workspace's package.json lists exactly what its code imports.
// It fails naming a package that code imports but the package.json does not list, and an entry no code
// imports that is neither in the Module Federation shared set (packages/mf-config/src/shared.ts) nor in
// ALLOWED below with its reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/**
 * Entries no code imports, one line each: '<workspace folder> <package>': 'why it is there' ("." is the
 * root). Empty today: peers, CLIs run by scripts and tsconfig types are recognised without it.
 */
export const ALLOWED = {};

const SKIP = new Set(['node_modules', 'dist', '.tsbuild', '.data', '.e2e-data', 'registry', 'test-results']);
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
/** import/export ... from, a bare import, `/// <reference types>` and CSS `@import`, each at the start of a line. */
const STATEMENTS = [
  /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /^\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/gm,
  /^\s*@import\s+(?:url\()?['"]([^'"]+)['"]/gm,
];
/** import(), require(), vi.mock() and resolve() (require.resolve, createRequire(...).resolve, import.meta.resolve). */
const CALLS = /\b(?:import|require|vi\.mock|resolve)\(\s*['"`]([^'"`$]+)['"`/]/g;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const LINE_COMMENT = /^\s*\/\/(?!\/\s*<reference).*$/gm;
const TEMPLATE = /`(?:\\.|[^`\\])*`/g;

/** Folders built with another workspace's node_modules: their imports belong to that workspace. */
export const BUILT_WITH = {
  'e2e/fixtures/mf-media-next': 'mf-media', // the next version of mf-media the remotes-delivery spec builds
};
const BUILTIN = new Set(builtinModules);

/** The npm package an import specifier names, or null for relative paths, Node built-ins and URLs. */
export function packageOf(specifier) {
  if (/^[./]|^node:|^[a-z]+:/.test(specifier)) return null;
  const [first = '', second] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return BUILTIN.has(name) ? null : name;
}

/** The packages a code or CSS file imports (STATEMENTS and CALLS), comments and template literals left out. */
export function importsOf(source) {
  const code = source.replace(BLOCK_COMMENT, '').replace(LINE_COMMENT, '');
  const specifiers = [...code.matchAll(CALLS)].map((match) => match[1]);
  // Template literals are left out of the statements: code generated as text is not this file's import.
  const statements = code.replace(TEMPLATE, '``');
  for (const pattern of STATEMENTS)
    specifiers.push(...[...statements.matchAll(pattern)].map((match) => match[1]));
  return new Set(specifiers.map((specifier = '') => packageOf(specifier)).filter(Boolean));
}

/** The code files of one workspace folder, leaving out the workspaces nested in it. */
function codeFiles(dir, nested) {
  const files = [];
  const visit = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (SKIP.has(name) || name.startsWith('.') || nested.has(path)) continue;
      if (statSync(path).isDirectory()) visit(path);
      else if (CODE.test(name)) files.push(path);
    }
  };
  visit(dir);
  return files;
}

/** The workspace folders of the repository: the root, shell, mf-*, packages/* and e2e (pnpm-workspace.yaml). */
export function workspacesOf(root) {
  const folders = [
    ...readdirSync(root).filter((name) => name === 'shell' || name === 'e2e' || name.startsWith('mf-')),
    ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
  ].map((folder) => join(root, folder));
  return [
    root,
    ...folders.filter((folder) => statSync(join(folder, 'package.json'), { throwIfNoEntry: false })),
  ];
}

/** Package names the federation shares (the package part of every share key of the shell's shared map). */
export async function federationShared(root) {
  const { sharedSingletons } = await tsImport(
    join(root, 'packages/mf-config/src/shared.ts'),
    import.meta.url,
  );
  const shared = sharedSingletons(join(root, 'shell'));
  return new Set(
    Object.entries(shared)
      .map(([key, share]) => packageOf(share.shareKey ?? key))
      .filter(Boolean),
  );
}

/** The installed package.json of a listed package, as the workspace resolves it (null when not installed). */
const installedManifest = (workspace, pkg) => {
  const manifest = join(workspace, 'node_modules', pkg, 'package.json');
  return statSync(manifest, { throwIfNoEntry: false }) ? JSON.parse(readFileSync(manifest, 'utf8')) : null;
};

/**
 * Listed packages used without an import: peer dependencies of another listed package (the workspace
 * must provide them), CLIs whose command a package.json script runs and the tsconfig's "types".
 */
function usedWithoutImport(workspace, manifest, listed) {
  const used = new Set();
  const scripts = Object.values(manifest.scripts ?? {}).join('\n');
  const tsconfig = join(workspace, 'tsconfig.json');
  const types = statSync(tsconfig, { throwIfNoEntry: false })
    ? (JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions?.types ?? [])
    : [];
  for (const type of types) used.add(`@types/${type}`);
  for (const pkg of listed) {
    const installed = installedManifest(workspace, pkg);
    if (!installed) continue;
    for (const peer of Object.keys(installed.peerDependencies ?? {})) used.add(peer);
    const bin =
      typeof installed.bin === 'string' ? { [pkg.split('/').at(-1) ?? pkg]: installed.bin } : installed.bin;
    const runs = (command) => new RegExp(`(^|[\\s&|;(])${command}(\\s|$)`, 'm').test(scripts);
    if (Object.keys(bin ?? {}).some(runs)) used.add(pkg);
  }
  return used;
}

/** What is wrong with the workspaces' package.json files, as one sentence each. */
export function packageProblems(root, { shared, allowed = ALLOWED }) {
  const workspaces = workspacesOf(root);
  const nested = new Set([
    ...workspaces.filter((w) => w !== root),
    ...Object.keys(BUILT_WITH).map((f) => join(root, f)),
  ]);
  const problems = [];
  const neededAllowances = new Set();
  for (const workspace of workspaces) {
    const name = relative(root, workspace) || '.';
    const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
    const listed = new Set(
      ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((f) => Object.keys(manifest[f] ?? {})),
    );
    const usedOtherwise = usedWithoutImport(workspace, manifest, listed);
    const imported = new Map(); // package -> first file importing it
    const borrowed = Object.entries(BUILT_WITH).filter(([, owner]) => owner === name);
    const files = [workspace, ...borrowed.map(([folder]) => join(root, folder))].flatMap((f) =>
      codeFiles(f, nested),
    );
    for (const file of files) {
      for (const pkg of importsOf(readFileSync(file, 'utf8')))
        if (!imported.has(pkg)) imported.set(pkg, relative(root, file));
    }
    for (const [pkg, file] of imported) {
      if (pkg !== manifest.name && !listed.has(pkg))
        problems.push(`${name}: ${file} imports ${pkg}, which ${name}/package.json does not list`);
    }
    for (const pkg of listed) {
      const typesOf = pkg.startsWith('@types/') ? pkg.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2') : null;
      const used = imported.has(pkg) || usedOtherwise.has(pkg) || (typesOf !== null && imported.has(typesOf));
      const isApp = name === 'shell' || name.startsWith('mf-');
      if (used || (isApp && shared.has(pkg))) continue;
      if (allowed[`${name} ${pkg}`]) neededAllowances.add(`${name} ${pkg}`);
      else
        problems.push(
          `${name}: package.json lists ${pkg}, which no code imports (not shared, not in ALLOWED)`,
        );
    }
  }
  for (const entry of Object.keys(allowed))
    if (!neededAllowances.has(entry))
      problems.push(`ALLOWED has "${entry}", which is imported or not listed: remove it`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const problems = packageProblems(root, { shared: await federationShared(root) });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`package.json files list what their code imports (${workspacesOf(root).length} workspaces)`);
}
