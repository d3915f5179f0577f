import { join } from 'node:path';
import { PRODUCT_NAME } from '@apparel/contracts';
import {
  BannerPlugin,
  Compilation,
  type Configuration,
  HtmlRspackPlugin,
  LightningCssMinimizerRspackPlugin,
  SwcJsMinimizerRspackPlugin,
} from '@rspack/core';
import { API_ORIGIN } from './apps';
import { endpointProjectionPlugin } from './endpoint-projection';
import { routerAliasRule } from './router-alias';

/** One browser target for JS, CSS and minifiers: rspack's default doubles Mantine's CSS with prefixes. */
export const BROWSERS = 'chrome >= 120';

export const isProduction = () => process.env.NODE_ENV === 'production';

/** Where an app's own page (the shell, a remote's standalone harness) loads its scripts from. */
const PAGE_PUBLIC_PATH = '/';

/** The one HTML page of every app (shell/src/index.ts and each remote's <remote>/src/index.ts mount into #root). */
const pageTemplate = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${PRODUCT_NAME}: the B2B apparel platform's admin panel for manufacturers and the platform team: catalogue, retailers, orders and subscriptions." />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%233b5bdb'/%3E%3Cpath d='M9 11l4-4h6l4 4-3 3-1-1v12H13V13l-1 1z' fill='white'/%3E%3C/svg%3E" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export interface BaseOptions {
  /** The app folder (holds package.json and src/). */
  dir: string;
  port: number;
  publicPath: 'auto' | '/';
  /** The title of the app's own page, or false for none: the shell's page, or a remote's standalone harness. */
  page: string | false;
  /** Paths the dev server forwards to the API server besides /api and /uploads. */
  extraProxyPaths?: string[];
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of every script:
 * V8 compiles all of a chunk's functions with the script, on the streaming thread, instead of each
 * one on the main thread the first time it is called. A chunk is fetched when a page needs it now, so
 * its functions run at once (module factories, React, Mantine); on a phone the lazy compiles were a
 * third of the start-up tasks (issue 20). After minification (which drops comments), before the
 * content hash.
 */
const eagerCompileHint = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });

/** What every app shares: TS/TSX through SWC, native CSS, hashed names, minification, dev server. */
export const baseConfig = ({
  dir,
  port,
  publicPath,
  page,
  extraProxyPaths = [],
}: BaseOptions): Configuration => {
  const production = isProduction();
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: `browserslist:${BROWSERS}`,
    // BUNDLE_SOURCE_MAPS=1: maps beside the chunks (same chunks) for scripts/bench/bundle-breakdown.mjs.
    devtool: production
      ? process.env.BUNDLE_SOURCE_MAPS === '1'
        ? 'hidden-source-map'
        : false
      : 'cheap-module-source-map',
    // The page answers every client route (historyApiFallback), so its own scripts and chunks load from
    // the root: with 'auto', /manufacturers/create would ask for /manufacturers/main.js. A remote's
    // container entry keeps `publicPath` ('auto'), so the shell can load it from any folder.
    entry: page ? { main: { import: './src/index.ts', publicPath: PAGE_PUBLIC_PATH } } : {},
    output: {
      path: join(dir, 'dist'),
      publicPath,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            detectSyntax: 'auto',
            env: { targets: BROWSERS },
            jsc: {
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        routerAliasRule(),
      ],
    },
    optimization: {
      // Ids by the modules' order, not hashed from their identifiers: rspack names a shared module by
      // its fallback's absolute path, so hashed ids (and with them chunk names and contents) changed
      // with the folder a version was built in, and a rebuild of the same version elsewhere differed.
      ...(production ? { moduleIds: 'natural' as const, chunkIds: 'natural' as const } : {}),
      minimize: production,
      minimizer: [
        new SwcJsMinimizerRspackPlugin(),
        new LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
      ],
    },
    performance: { hints: false },
    // The dev server's default lazy compilation races with federated chunk loading ("reading 'call'").
    lazyCompilation: false,
    plugins: [
      ...(production ? [eagerCompileHint(), endpointProjectionPlugin()] : []),
      // Only the app's own entry: a remote's container entry must not run on its standalone page.
      ...(page
        ? [
            new HtmlRspackPlugin({
              templateContent: pageTemplate(page),
              chunks: ['main'],
              publicPath: PAGE_PUBLIC_PATH,
            }),
          ]
        : []),
    ],
    devServer: {
      port,
      // No React Refresh here: a full reload on change is the predictable behaviour across containers.
      hot: false,
      // Every client route (a deep link such as /manufacturers/create) answers the page.
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads', ...extraProxyPaths], target: API_ORIGIN, changeOrigin: true }],
    },
  };
};
