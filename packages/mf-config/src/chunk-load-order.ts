import type { Compiler } from '@rspack/core';

/**
 * `Promise.all([__webpack_require__.e(a), __webpack_require__.e(b), ...])`, as rspack writes it before
 * minifying (a container entry puts a comment naming the chunk group before the list).
 */
const CHUNK_LOADS =
  /Promise\.all\((\/\*[^*]*\*\/ )?\[(__webpack_require__\.e\([^()]*\)(?:, __webpack_require__\.e\([^()]*\))+)\]\)/g;
const chunkId = (load: string) => load.slice('__webpack_require__.e('.length, -1).replace(/"/g, '');

/**
 * The chunks a module's loader waits for, in one order. Rspack lists the chunks of a chunk group in an
 * order that changes with the folder the build runs in (a remote's exposed pages, a shared module's
 * factory), and they all load before the module runs, so sorting them changes nothing but makes a
 * version's files the same wherever it is built.
 */
export const sortChunkLoads = (code: string): string =>
  code.replace(CHUNK_LOADS, (_all, comment: string | undefined, loads: string) => {
    const sorted = loads
      .split(', ')
      .sort((a, b) => chunkId(a).localeCompare(chunkId(b), 'en', { numeric: true }));
    return `Promise.all(${comment ?? ''}[${sorted.join(', ')}])`;
  });

/** Sorts the chunk loads of a container entry (the exposed modules' loaders), before it is minified. */
export const chunkLoadOrderPlugin = (entryFile: string) => ({
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('ChunkLoadOrder', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkLoadOrder', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          const asset = compilation.getAsset(entryFile);
          if (!asset) return;
          const code = asset.source.source().toString();
          const replaced = new sources.ReplaceSource(asset.source);
          for (const match of code.matchAll(CHUNK_LOADS)) {
            const sorted = sortChunkLoads(match[0]);
            if (sorted !== match[0]) replaced.replace(match.index, match.index + match[0].length - 1, sorted);
          }
          compilation.updateAsset(entryFile, replaced);
        },
      );
    });
  },
});
