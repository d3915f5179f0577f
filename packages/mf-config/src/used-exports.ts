import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PORTS } from './apps';

/** The repository root (this file is packages/mf-config/src/used-exports.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every front-end package whose code runs in the browser and may import a shared singleton: the shell,
 * the five remotes and our shared workspace packages. The tree-shaken copy the shell provides must
 * hold every export any of them imports, so all of them are scanned for every app's build.
 */
export const FRONT_END_PACKAGES: readonly string[] = [
  'shell',
  ...Object.keys(REMOTE_PORTS),
  'packages/ui',
  'packages/api-client',
];

/** What a scan found: the exports imported by name, or why the package cannot be tree-shaken. */
export type ScanResult = { names: Set<string>; blocker?: undefined } | { names?: undefined; blocker: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Names a source file imports (or re-exports) from `pkg`, read from its import statements. Type-only
 * imports are left out. A namespace import, `export *`, a default import, a dynamic import() or a
 * require() of the package means "every export may be used": reported as a blocker, so the package
 * is shared whole rather than tree-shaken on a guess. Comments are not stripped: a commented-out
 * import only adds names (the safe direction).
 */
export function importedNames(source: string, pkg: string): ScanResult {
  const names = new Set<string>();
  const from = `\\s*from\\s*['"]${escapeRegExp(pkg)}['"]`;
  // `import X, { A as B, type C } from 'pkg'`, `import * as N from 'pkg'`, `export { A } from 'pkg'`.
  const statement = new RegExp(`\\b(import|export)(\\s+type)?\\s*([^;'"]*?)${from}`, 'g');
  for (const match of source.matchAll(statement)) {
    const [, keyword, typeOnly, clause = ''] = match;
    if (typeOnly) continue;
    const text = clause.trim();
    if (/^\*/.test(text)) return { blocker: `${keyword} * from '${pkg}'` };
    const braces = text.match(/\{([^}]*)\}/);
    const outside = text
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (outside) return { blocker: `default import of '${pkg}' (${outside})` };
    for (const specifier of (braces?.[1] ?? '').split(',')) {
      const part = specifier.trim();
      if (!part || /^type\s/.test(part)) continue;
      const name = part.split(/\s+as\s+/)[0]?.trim();
      if (name === 'default') return { blocker: `default import of '${pkg}'` };
      if (name) names.add(name);
    }
  }
  if (new RegExp(`\\b(import|require)\\s*\\(\\s*['"]${escapeRegExp(pkg)}['"]`).test(source))
    return { blocker: `dynamic import or require of '${pkg}'` };
  return { names };
}

const SOURCE_FILE = /\.(m?[jt]sx?|cjs)$/;
const DECLARATION = /\.d\.[cm]?ts$/;

function* sourceFiles(dir: string, skip: (name: string) => boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path, skip);
    else if (SOURCE_FILE.test(entry.name) && !DECLARATION.test(entry.name)) yield path;
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

const declares = (manifest: Record<string, unknown>, pkg: string) =>
  ['dependencies', 'peerDependencies'].some((field) =>
    Object.hasOwn((manifest[field] as Record<string, string> | undefined) ?? {}, pkg),
  );

/** Where `dep` is installed as seen from `fromDir`, the way Node resolves it (pnpm: a sibling folder). */
function installedDir(fromDir: string, dep: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', dep);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Installed packages an app bundles that import `pkg` themselves (@mantine/dates, @mantine/tiptap and
 * @mantine/notifications import @mantine/core): their imports reach the shared copy too. Found from the
 * app's direct dependencies, then from theirs, following only packages that declare `pkg`.
 */
function dependentPackageDirs(appDir: string, pkg: string): string[] {
  const found = new Map<string, string>();
  const visit = (fromDir: string) => {
    const manifestFile = join(fromDir, 'package.json');
    if (!existsSync(manifestFile)) return;
    const manifest = readJson(manifestFile);
    const deps = Object.keys({
      ...(manifest.dependencies as object | undefined),
      ...(manifest.peerDependencies as object | undefined),
    });
    for (const dep of deps) {
      if (dep === pkg) continue;
      const realDir = installedDir(fromDir, dep);
      if (!realDir || found.has(realDir) || !existsSync(join(realDir, 'package.json'))) continue;
      if (!declares(readJson(join(realDir, 'package.json')), pkg)) continue;
      found.set(realDir, dep);
      visit(realDir);
    }
  };
  visit(appDir);
  return [...found.keys()];
}

const skipInApp = (name: string) => name === 'node_modules' || name === 'dist' || name.startsWith('.');
// Compiled packages ship ESM and CJS twins; both name the same imports, the ESM side is enough.
const skipInPackage = (name: string) =>
  name === 'node_modules' || name === 'cjs' || name === 'lib' || name.startsWith('.');

/**
 * Every export of `pkg` that any front-end package (or a library it bundles) imports by name, sorted.
 * Null, with the reason, when one of them imports it in a way that cannot be narrowed down.
 */
export function scanUsedExports(
  pkg: string,
  { root = REPO_ROOT, packages = FRONT_END_PACKAGES }: { root?: string; packages?: readonly string[] } = {},
): { usedExports: string[]; blocker?: undefined } | { usedExports: null; blocker: string } {
  const names = new Set<string>();
  const scanDir = (dir: string, skip: (name: string) => boolean) => {
    for (const file of sourceFiles(dir, skip)) {
      const result = importedNames(readFileSync(file, 'utf8'), pkg);
      if (result.names === undefined) return `${result.blocker} in ${file}`;
      for (const name of result.names) names.add(name);
    }
    return null;
  };
  for (const app of packages) {
    const appDir = join(root, app);
    const srcDir = join(appDir, 'src');
    if (!existsSync(srcDir) || !statSync(srcDir).isDirectory()) continue;
    const blocker =
      scanDir(srcDir, skipInApp) ??
      dependentPackageDirs(appDir, pkg).reduce<string | null>(
        (found, dir) => found ?? scanDir(dir, skipInPackage),
        null,
      );
    if (blocker) return { usedExports: null, blocker };
  }
  return { usedExports: [...names].sort() };
}
