import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RspackPluginInstance, rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACTS_SRC, endpointProjectionPlugin } from '../src/endpoint-projection';

const dir = mkdtempSync(join(tmpdir(), 'endpoint-projection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A hook's way of calling: an entry imported from the contracts' index, read for its method and path. */
writeFileSync(
  join(dir, 'entry.ts'),
  `import { orderEndpoints } from '${join(CONTRACTS_SRC, 'index.ts')}';\n` +
    'console.log(orderEndpoints.read.method, orderEndpoints.read.path, orderEndpoints.read.response);\n',
);

/** The entry built for production by rspack itself, with or without the projection. */
const bundle = (name: string, plugins: RspackPluginInstance[]) =>
  new Promise<string>((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
        entry: { [name]: './entry.ts' },
        output: { path: join(dir, 'dist') },
        resolve: { extensions: ['.ts', '.js'] },
        module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', type: 'javascript/auto' }] },
        plugins,
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve(readFileSync(join(dir, 'dist', `${name}.js`), 'utf8'));
      },
    ),
  );

/** zod's core class name, in every build that bundles a schema. */
const ZOD = '$ZodType';

describe('production builds call through the endpoint projection', () => {
  it('resolves the table to its projection: the path and method stay, zod goes', async () => {
    const code = await bundle('projected', [endpointProjectionPlugin()]);
    expect(code).toContain('/orders/:id');
    expect(code).toContain('orders.read');
    expect(code).not.toContain(ZOD);
  }, 60_000);

  it('brings zod without it (the marker finds what it looks for)', async () => {
    const code = await bundle('real', []);
    expect(code).toContain('/orders/:id');
    expect(code).toContain(ZOD);
  }, 60_000);
});
