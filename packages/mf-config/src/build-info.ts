import { ROUTE_MANIFEST_VERSION, SHELL_CONTRACT_VERSION } from '@apparel/contracts';
import { type Compiler, sources } from '@rspack/core';
import { mantineVersion } from './mantine';
import { sharedVersions } from './shared';

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

/**
 * An app's build-info.json: what it was built against (the shell contract and route manifest versions,
 * the installed versions of the shared singletons). The registry's compatibility guard compares a
 * remote's with the shell's.
 */
export const buildInfo = (app: string, appDir: string) => ({
  app,
  mantine: mantineVersion(appDir),
  shellContract: SHELL_CONTRACT_VERSION,
  routeManifest: ROUTE_MANIFEST_VERSION,
  shared: sharedVersions(appDir),
});
