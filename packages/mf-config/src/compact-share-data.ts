import type { Compiler } from '@rspack/core';
import { sortChunkLoads } from './chunk-load-order';

/**
 * Fields rspack writes into the classic containers' sharing data that their runtime never reads:
 * the consume's `import` (the fallback's request: for a share keyed by path, the absolute path of the
 * file in this checkout), `eager: false` of a consume, and `treeShakingMode: null` (a field of the
 * enhanced runtime). The consumes runtime reads shareScope, shareKey, requiredVersion, strictVersion,
 * singleton and fallback; the sharing runtime name, version, factory and eager.
 * Without them every container entry is smaller (~0.2 KB gzip per path-keyed share), and a version's
 * files no longer depend on the folder it was built in, so a rebuild elsewhere has the same hashes
 * (with the natural ids of base-config.ts and the chunk loads in one order, chunk-load-order.ts).
 */
const UNREAD_FIELDS = [
  /, import: "(?:[^"\\]|\\.)*"/g,
  /, eager: false(?=[ ,}])/g,
  /, treeShakingMode: null/g,
];

/** The runtime modules holding that data: `__webpack_require__.consumesLoadingData` and `.initializeSharingData`. */
const SHARING_RUNTIME_MODULES = new Set(['consumes_loading', 'sharing']);

export const compactSharedData = (code: string): string =>
  sortChunkLoads(UNREAD_FIELDS.reduce((text, field) => text.replace(field, ''), code));

export const compactShareDataPlugin = () => ({
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompactShareData', (compilation) => {
      compilation.hooks.runtimeModule.tap('CompactShareData', (module) => {
        const source = module.source;
        if (!source || !SHARING_RUNTIME_MODULES.has(module.name)) return;
        const code = source.source.toString('utf-8');
        const compact = compactSharedData(code);
        if (compact !== code) source.source = Buffer.from(compact, 'utf-8');
      });
    });
  },
});
