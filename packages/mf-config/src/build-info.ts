import { type Compiler, sources } from '@rspack/core';

/**
 * Writes JSON files next to an app's build output (`build-info.json`, a remote's `mf-routes.json`):
 * metadata the registry CLI and the server read; the browser never loads them as code.
 */
export const emitJsonFiles = (files: Record<string, unknown>) => ({
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonFiles', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(files))
            compilation.emitAsset(name, new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  },
});
