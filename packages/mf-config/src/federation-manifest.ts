import type { Compilation, Compiler } from '@rspack/core';
import { REMOTE_ENTRY } from './federation-options';

/** The chunk group name of a page module's expose: its chunks are what `get('./<Module>')` loads. */
export const exposeChunkName = (module: string) => `__federation_expose_${module}`;

type Assets = { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };

/** What a remote's mf-manifest.json holds (the fields of Module Federation's manifest the registry reads). */
export interface FederationManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    globalName: string;
    buildInfo: { buildVersion: string; buildName: string };
    publicPath: 'auto';
    remoteEntry: { name: string; path: string; type: 'global' };
  };
  shared: { name: string; version?: string; singleton: boolean; requiredVersion?: string }[];
  remotes: [];
  exposes: { id: string; name: string; path: string; assets: Assets }[];
}

export interface ManifestOptions {
  /** The container's global name. */
  name: string;
  /** The remote's package name and version (its registry version). */
  build: { name: string; version: string };
  /** Page module names the container exposes (`./<Module>`). */
  modules: string[];
  /** The shared map, for the record (the browser negotiates from the containers themselves). */
  shared: Record<
    string,
    { shareKey?: string; version?: string; singleton?: boolean; requiredVersion?: string }
  >;
}

const byKind = (files: Iterable<string>) => {
  const list = [...new Set(files)].sort();
  return { js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')) };
};

type ChunkGroup = NonNullable<ReturnType<Compilation['namedChunkGroups']['get']>>;

/** Every file of the chunk groups a group can load later (its dynamic imports, transitively). */
const asyncFiles = (group: ChunkGroup): string[] => {
  const seen = new Set<ChunkGroup>();
  const files: string[] = [];
  const visit = (parent: ChunkGroup) => {
    for (const child of parent.childrenIterable) {
      if (seen.has(child)) continue;
      seen.add(child);
      files.push(...child.getFiles());
      visit(child);
    }
  };
  visit(group);
  return files;
};

/** The manifest of one build: each page module's chunks, split into what `get` loads and what loads later. */
export function manifestOf(compilation: Compilation, options: ManifestOptions): FederationManifest {
  const exposes = options.modules.map((module) => {
    const group = compilation.namedChunkGroups.get(exposeChunkName(module));
    if (!group) throw new Error(`[mf-config] no chunk group for the exposed module ./${module}`);
    const sync = byKind(group.getFiles());
    const later = byKind(asyncFiles(group));
    const notSync = (kind: 'js' | 'css') => later[kind].filter((file) => !sync[kind].includes(file));
    return {
      id: `${options.name}:${module}`,
      name: module,
      path: `./${module}`,
      assets: { js: { sync: sync.js, async: notSync('js') }, css: { sync: sync.css, async: notSync('css') } },
    };
  });
  return {
    id: options.name,
    name: options.name,
    metaData: {
      name: options.name,
      globalName: options.name,
      buildInfo: { buildVersion: options.build.version, buildName: options.build.name },
      publicPath: 'auto',
      remoteEntry: { name: REMOTE_ENTRY, path: '', type: 'global' },
    },
    shared: Object.entries(options.shared).map(([key, entry]) => ({
      name: entry.shareKey ?? key,
      version: entry.version,
      singleton: entry.singleton === true,
      requiredVersion: entry.requiredVersion,
    })),
    remotes: [],
    exposes,
  };
}

/**
 * Emits a remote's mf-manifest.json: where its container entry is and which chunks each page module
 * needs. The server preloads a pinned page's chunks from it, the release upload checks every file it
 * names is in the archive, and the shell reads the entry's file name from it. Written after the chunks
 * have their final (content-hashed) names.
 */
export const federationManifestPlugin = (options: ManifestOptions) => ({
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FederationManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationManifest', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = manifestOf(compilation, options);
          compilation.emitAsset(
            'mf-manifest.json',
            new compiler.rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  },
});
