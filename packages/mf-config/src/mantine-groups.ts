import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { MANTINE_CONTEXT_FILES } from './mantine';

/**
 * Mantine components the shell renders itself, shared with the remotes in two groups. A remote on
 * the same Mantine version takes them from the shell, which loaded them already, instead of loading
 * its own copy (issue 20, item 5: they were the largest part of what a page loaded twice). Each
 * group is every file its seeds import, transitively, inside @mantine/core; a remote keeps bundling
 * and tree-shaking every other component itself, so it may still use any Mantine component without
 * a shell release.
 * - `base`: what pages load whoever is signed in, /login included: the shell's providers and error
 *   panels, and the inputs and buttons of mf-auth's forms (loaded on /login either way).
 * - `layout`: the signed-in layout's components (app shell, menus, the side menu's scroll area and
 *   the about panel's modal), loaded with the first signed-in page.
 * A file belongs to the first group that reaches it; the Mantine context modules are their own
 * singletons (mantine.ts) and belong to no group.
 */
export const MANTINE_GROUPS = [
  {
    name: 'base',
    seeds: [
      'core/MantineProvider/MantineProvider.mjs',
      'core/Box/Box.mjs',
      ...components([
        'Alert',
        'Anchor',
        'ActionIcon',
        'Button',
        'Center',
        'CloseButton',
        'Group',
        'Input',
        'InputBase',
        'Loader',
        'Paper',
        'Stack',
        'Text',
        'TextInput',
        'Title',
        'Transition',
        'UnstyledButton',
      ]),
    ],
  },
  {
    name: 'layout',
    seeds: components([
      'Accordion',
      'AppShell',
      'Burger',
      'Checkbox',
      'Collapse',
      'FocusTrap',
      'Menu',
      'Modal',
      'NavLink',
      'Overlay',
      'Popover',
      'Portal',
      'Radio',
      'ScrollArea',
      'Table',
      'VisuallyHidden',
    ]),
  },
] as const;

function components(names: string[]): string[] {
  return names.map((name) => `components/${name}/${name}.mjs`);
}

export interface MantineGroup {
  name: string;
  /** The group's files, absolute paths, sorted. */
  files: string[];
  /** Names the group's content (Mantine version and files): a remote takes the shell's group only when equal. */
  shareKey: string;
}

const RELATIVE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["'](\.[^"']+)["']|(?:^|\n)\s*import\s*["'](\.[^"']+)["']/g;

/** The relative files a Mantine ESM file imports or re-exports (its bare imports are other packages). */
export function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(RELATIVE_IMPORT)].map((match) =>
    resolve(dirname(file), match[1] ?? match[2] ?? ''),
  );
}

/**
 * Mantine's groups for one installed @mantine/core (`esmDir`: its `esm` folder). Fails the build when
 * a seed is gone (a Mantine upgrade renamed it): update MANTINE_GROUPS.
 */
export function mantineGroups(esmDir: string, version: string): MantineGroup[] {
  const contexts = new Set(Object.values(MANTINE_CONTEXT_FILES).map((file) => join(esmDir, '..', file)));
  /** Every file `from` imports, transitively, `from` included, except the contexts and files in `outside`. */
  const closure = (from: string[], outside: Set<string>, group: string): Set<string> => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file) || outside.has(file) || contexts.has(file)) return;
      if (!existsSync(file)) throw new Error(`[mf-config] Mantine group "${group}": ${file} not found`);
      files.add(file);
      for (const imported of relativeImports(file)) visit(imported);
    };
    for (const file of from) visit(file);
    return files;
  };
  const seedsOf = (seeds: readonly string[]) => seeds.map((seed) => join(esmDir, seed));
  // Mantine's core (styles API, Box, the theme's helpers, tiny utilities) goes to the first group
  // wherever a later group reaches it: a remote whose page uses one of those files must not load the
  // signed-in layout's group for it (/login).
  const reached = closure(
    MANTINE_GROUPS.flatMap(({ seeds }) => seedsOf(seeds)),
    new Set(),
    'all',
  );
  const core = [...reached].filter((file) => relative(esmDir, file).startsWith('core/'));
  const taken = new Set<string>();
  return MANTINE_GROUPS.map(({ name, seeds }, index) => {
    const files = closure([...seedsOf(seeds), ...(index === 0 ? core : [])], taken, name);
    for (const file of files) taken.add(file);
    const sorted = [...files].sort();
    const content = createHash('sha256')
      .update(`${version}\n${sorted.map((file) => relative(esmDir, file)).join('\n')}`)
      .digest('hex')
      .slice(0, 12);
    return { name, files: sorted, shareKey: `@mantine/core/group-${name}-${content}` };
  });
}
