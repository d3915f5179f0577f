// The baseline of the federation cost table: the same shell and the same pages built as ONE rspack
// app (no Module Federation: pages are code-split dynamic imports of the remotes' source files, every
// library bundled once). Same base config (SWC, targets, minifier, hashing) as the real apps.
//   node scripts/bench/single-bundle.mjs  (builds into /tmp/apparel-single-bundle-<checkout folder>)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { REMOTES } from '../remotes/apps.mjs';
import { ROOT } from './chromium.mjs';

/** Builds the single bundle into `<out>/dist` and returns that folder. */
export async function buildSingleBundle(out = join(tmpdir(), `apparel-single-bundle-${basename(ROOT)}`)) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'src'), { recursive: true });
  const pages = new Set();
  const manifests = {};
  for (const remote of REMOTES) {
    const { routes } = await tsImport(join(ROOT, remote, 'src', 'routes.ts'), import.meta.url);
    manifests[remote] = { manifest: 'bundled', routes };
    for (const route of routes) pages.add(`${remote}/${route.module}`);
  }
  const imports = [...pages]
    .map((key) => {
      const [remote, module] = key.split('/');
      return `  '${key}': () => import(${JSON.stringify(join(ROOT, remote, 'src', 'pages', `${module}.tsx`))}),`;
    })
    .join('\n');
  writeFileSync(
    join(out, 'src', 'index.tsx'),
    `import { createRoot } from 'react-dom/client';
import '@apparel/ui/styles.css';
import { pageRoutesOf } from '@apparel/contracts';
import { ShellApp } from ${JSON.stringify(join(ROOT, 'shell', 'src', 'ShellApp'))};

const PAGES: Record<string, () => Promise<{ default: never }>> = {
${imports}
};
const answer = ${JSON.stringify(manifests)};
const loader = { load: (remote: string, module: string) => PAGES[remote + '/' + module](), retry() {} };
createRoot(document.getElementById('root')!).render(<ShellApp loader={loader} routes={pageRoutesOf(answer as never)} />);
`,
  );
  process.env.NODE_ENV = 'production';
  const { baseConfig } = await tsImport(join(ROOT, 'packages/mf-config/src/base-config.ts'), import.meta.url);
  const config = baseConfig({ dir: out, port: 0, publicPath: '/', page: 'Apparel Admin' });
  config.entry = { main: { import: './src/index.tsx', publicPath: '/' } };
  config.resolve.modules = ['node_modules', join(ROOT, 'shell', 'node_modules')];
  const { rspack } = createRequire(join(ROOT, 'packages/mf-config/package.json'))('@rspack/core');
  await new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors())
        reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  return join(out, 'dist');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  console.log(`${await buildSingleBundle()} built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
