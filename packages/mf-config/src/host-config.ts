import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCT_NAME } from '@apparel/contracts';
import { type Configuration, HtmlRspackPlugin } from '@rspack/core';
import { devServerAnswer, SHELL_PORT } from './apps';
import { baseConfig, isProduction } from './base-config';
import { buildInfo, emitJsonFiles } from './build-info';
import { federationPlugins } from './federation-options';
import { LINE_SHEET_ENTRY, LINE_SHEET_PAGE, lineSheetPageTemplate } from './line-sheet-page';
import { applyMantineGroups } from './mantine-group-plugin';
import { startUpFilesPlugin } from './start-up-files';

export interface HostOptions {
  /** The shell folder. */
  dir: string;
}

/**
 * The shell: a federation host with no build-time remotes. It reads the pins at start-up and loads
 * each pinned remote's container at runtime, so a remote release never needs a shell build.
 * Its dev server takes /remotes.json and /remotes/ from the API server (the registry), or with
 * LOCAL_REMOTES=1 points every remote at its own dev server.
 */
export const createHostConfig = ({ dir }: HostOptions): Configuration => {
  const localRemotes = process.env.LOCAL_REMOTES === '1';
  const config = baseConfig({
    dir,
    port: SHELL_PORT,
    publicPath: '/',
    page: PRODUCT_NAME,
    extraProxyPaths: localRemotes ? [] : ['/remotes', '/remotes.json'],
  });
  if (localRemotes && config.devServer) {
    config.devServer.setupMiddlewares = (middlewares) => [
      {
        name: 'local-remote-pins',
        path: '/remotes.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          devServerAnswer().then(
            (answer) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(answer));
            },
            (error: unknown) => {
              res.statusCode = 502;
              res.end(String(error));
            },
          );
        },
      },
      ...middlewares,
    ];
  }
  // The buyer's line sheet (/l/{token}) is an entry of its own, without the admin's start-up (router,
  // Mantine, the remotes): a phone opens it from WhatsApp and must read it within two seconds.
  config.entry = {
    ...(config.entry as Record<string, unknown>),
    [LINE_SHEET_ENTRY]: { import: './src/line-sheet/index.ts', publicPath: '/' },
  } as Configuration['entry'];
  applyMantineGroups(config, dir);
  config.plugins?.push(
    // The share scope's first provider; it loads the remotes' containers itself
    // (shell/src/remotes/remote-containers.ts).
    ...federationPlugins(dir, { name: 'shell' }),
    // The Mantine version the remotes' contexts come from: `pnpm remotes pin` refuses a newer remote.
    emitJsonFiles({ 'build-info.json': buildInfo('shell', dir) }),
    new HtmlRspackPlugin({
      filename: LINE_SHEET_PAGE,
      templateContent: lineSheetPageTemplate(),
      chunks: [LINE_SHEET_ENTRY],
      publicPath: '/',
    }),
    // shell/src/index.ts's `import('./bootstrap')`: its scripts named in index.html.
    ...(isProduction() ? [startUpFilesPlugin('./bootstrap', '/')] : []),
  );
  return config;
};
