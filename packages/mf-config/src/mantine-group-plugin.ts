import { join } from 'node:path';
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import { installedPackage, MANTINE_CONTEXT_FILES } from './mantine';
import { type GroupModules, writeGroupModules } from './mantine-group-modules';
import { mantineGroups } from './mantine-groups';

/** Each group's modules build in a layer of their own: inside it a group's files import each other directly. */
const layerOf = (group: string) => `mantine-${group}`;

const cache = new Map<string, GroupModules[]>();

/** The groups of the @mantine/core an app builds against, their modules written (once per process). */
export function mantineGroupModules(appDir: string): GroupModules[] {
  const core = installedPackage(appDir, '@mantine/core');
  const key = `${core.dir}@${core.version}`;
  let modules = cache.get(key);
  if (!modules) {
    const esmDir = join(core.dir, 'esm');
    modules = mantineGroups(esmDir, core.version).map((group) => writeGroupModules(group, esmDir));
    cache.set(key, modules);
  }
  return modules;
}

export interface GroupShare {
  shareKey: string;
  version: string;
  requiredVersion: string;
  strictVersion: true;
  singleton: false;
}

/**
 * The groups' entries in the shared map: keyed by the group module's path, named by its content. Not
 * singletons: a remote takes the shell's group only when it is the very same (the same files of the
 * same Mantine version: the share key names both, the range is that exact version), and otherwise
 * loads its own copy. Mantine's files are internals, so a group is never mixed across versions.
 */
export function mantineGroupShares(appDir: string): Record<string, GroupShare> {
  const { version } = installedPackage(appDir, '@mantine/core');
  return Object.fromEntries(
    mantineGroupModules(appDir).map(({ group, module }) => [
      module,
      { shareKey: group.shareKey, version, requiredVersion: version, strictVersion: true, singleton: false },
    ]),
  );
}

/**
 * The group modules in their layers, and everything they import in the same layer. Mantine's context
 * modules (shared singletons of their own) build in the first group's layer: MantineThemeProvider
 * imports the default theme, a file of that group, and must take the group's own instance; through its
 * stand-in it would wait for the group, which waits for the contexts.
 */
function groupRules(modules: GroupModules[], contextFiles: string[]): RuleSetRule[] {
  const groupModules = modules.map(({ module }) => module);
  const first = modules[0];
  return [
    ...modules.flatMap(({ group, module }) => [
      { issuerLayer: layerOf(group.name), exclude: groupModules, layer: layerOf(group.name) },
      { test: (resource: string) => resource === module, layer: layerOf(group.name) },
    ]),
    ...(first
      ? [{ test: (resource: string) => contextFiles.includes(resource), layer: layerOf(first.group.name) }]
      : []),
  ];
}

/** Imports of a group's file from outside its layer resolve to the file's stand-in. */
const standInPlugin = (modules: GroupModules[]) => ({
  apply(compiler: Compiler) {
    const owners = new Map<string, { layer: string; standIn: string }>();
    for (const { group, standIns } of modules)
      for (const [file, standIn] of standIns) owners.set(file, { layer: layerOf(group.name), standIn });
    compiler.hooks.compilation.tap('MantineGroups', (_compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.afterResolve.tap('MantineGroups', (data) => {
        const created = data.createData;
        const owner = created?.resource ? owners.get(created.resource) : undefined;
        if (!created || !owner || data.contextInfo.issuerLayer === owner.layer) return;
        created.resource = owner.standIn;
        created.request = owner.standIn;
        created.userRequest = owner.standIn;
      });
    });
  },
});

/** Shares the app's Mantine groups (their share entries go into the federation plugin's shared map). */
export function applyMantineGroups(config: Configuration, appDir: string): void {
  const modules = mantineGroupModules(appDir);
  const core = installedPackage(appDir, '@mantine/core');
  const contextFiles = Object.values(MANTINE_CONTEXT_FILES).map((file) => join(core.dir, file));
  config.module?.rules?.push(...groupRules(modules, contextFiles));
  config.plugins?.push(standInPlugin(modules));
}
