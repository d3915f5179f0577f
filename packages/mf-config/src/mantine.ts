import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Mantine's React contexts, as files inside @mantine/core (internals, not public API: checked at
 * build time). Every app bundles and tree-shakes its own Mantine components; only these modules are
 * shared, as singletons, so every component in every app reads the shell's one MantineProvider
 * (theme, colour scheme, CSS variables, direction). Keyed by a stable name (`shareKey`); the config
 * key is the file's resolved path, which is how rspack matches Mantine's own relative imports.
 */
export const MANTINE_CONTEXT_FILES = {
  '@mantine/core/Mantine.context': 'esm/core/MantineProvider/Mantine.context.mjs',
  '@mantine/core/MantineThemeProvider':
    'esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
  '@mantine/core/DirectionProvider': 'esm/core/DirectionProvider/DirectionProvider.mjs',
} as const;

export interface InstalledPackage {
  /** The package folder, symlinks resolved (pnpm keeps it under node_modules/.pnpm). */
  dir: string;
  version: string;
}

/** Where `name` is installed as seen from `fromDir`, the way Node resolves it. */
export function installedPackage(fromDir: string, name: string): InstalledPackage {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      const real = realpathSync(candidate);
      const { version } = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8')) as { version: string };
      return { dir: real, version };
    }
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/** The @mantine/core version an app builds against: recorded in its build-info.json. */
export const mantineVersion = (appDir: string) => installedPackage(appDir, '@mantine/core').version;

/** Fails the build when a context file is gone or no longer creates a context (a Mantine upgrade moved it). */
export function assertContextFile(path: string): void {
  if (!existsSync(path))
    throw new Error(
      `[mf-config] Mantine context module not found: ${path}. @mantine/core moved its internals: ` +
        'update MANTINE_CONTEXT_FILES in packages/mf-config/src/mantine.ts.',
    );
  if (!readFileSync(path, 'utf8').includes('createContext('))
    throw new Error(`[mf-config] ${path} no longer calls createContext(: update MANTINE_CONTEXT_FILES.`);
}

export interface ContextShare {
  shareKey: string;
  singleton: true;
  version: string;
  requiredVersion: string;
}

/**
 * The shared entries of the Mantine context modules for one app. With a path as the key rspack infers
 * no version, so both are given: a remote accepts the shell's contexts from its own version up to the
 * next major (the shell's Mantine must be at least every remote's; `pnpm remotes pin` enforces it).
 */
export function mantineContextShares(appDir: string): Record<string, ContextShare> {
  const core = installedPackage(appDir, '@mantine/core');
  const shares: Record<string, ContextShare> = {};
  for (const [shareKey, file] of Object.entries(MANTINE_CONTEXT_FILES)) {
    const path = join(core.dir, file);
    assertContextFile(path);
    shares[path] = { shareKey, singleton: true, version: core.version, requiredVersion: `^${core.version}` };
  }
  return shares;
}
