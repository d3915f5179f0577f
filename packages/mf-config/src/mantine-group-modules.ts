import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MantineGroup } from './mantine-groups';

/**
 * The modules that make a Mantine group one shared module (mantine-groups.ts), written under
 * node_modules/.cache (generated, the same for every app of the checkout):
 * - the group module, `export * as m<i> from '<file i>'` for each file of the group: the federation
 *   share (keyed by its path, like Mantine's contexts), so the shell provides the group as one module
 *   and a remote takes it in one consume;
 * - one stand-in per file, which re-exports that file's exports from the group module. Every import of
 *   a group's file from outside the group's own modules resolves to its stand-in
 *   (mantine-group-plugin.ts), so each app runs the one copy of the group it was given.
 */
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/apparel-mantine-groups/', import.meta.url));

export interface GroupModules {
  group: MantineGroup;
  /** The group module's path (the share's key). */
  module: string;
  /** Each file of the group -> its stand-in's path. */
  standIns: Map<string, string>;
}

/** A Mantine ESM file's export names: rollup writes them as `export { a, b as c };` at its end. */
export function exportNames(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  if (/^export\s+(?:default|const|let|var|function|class|\*)/m.test(code))
    throw new Error(`[mf-config] ${file} exports in a form the Mantine groups do not read`);
  return [...code.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter(Boolean),
  );
}

const specifier = (from: string, to: string) => {
  const path = relative(dirname(from), to);
  return JSON.stringify(path.startsWith('.') ? path : `./${path}`);
};

/**
 * Writes a generated file unless it already holds `content`. `pnpm build` runs two app builds at once
 * and both write the same files: each writes a file of its own and renames it into place, so a build
 * already compiling never reads a half-written file.
 */
const writeIfChanged = (file: string, content: string) => {
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current === content) return;
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, content);
  renameSync(partial, file);
};

/** Writes the group module and the stand-ins of one group (once per content: the folder is its share key). */
export function writeGroupModules(group: MantineGroup, esmDir: string): GroupModules {
  const folder = join(CACHE, group.shareKey.replace(/[^A-Za-z0-9_-]/g, '_'));
  const module = join(folder, `${group.name}.mjs`);
  writeIfChanged(
    module,
    `${group.files.map((file, index) => `export * as m${index} from ${specifier(module, file)};`).join('\n')}\n`,
  );
  const standIns = new Map<string, string>();
  group.files.forEach((file, index) => {
    const standIn = join(folder, 'files', relative(esmDir, file));
    const names = exportNames(file);
    const bindings = names.map((name, i) => `  ${name}: x${i}`).join(',\n');
    const exported = names.map((name, i) => `x${i} as ${name}`).join(', ');
    writeIfChanged(
      standIn,
      names.length
        ? `import { m${index} } from ${specifier(standIn, module)};\nconst {\n${bindings}\n} = m${index};\nexport { ${exported} };\n`
        : `import ${specifier(standIn, module)};\n`,
    );
    standIns.set(file, standIn);
  });
  return { group, module, standIns };
}
