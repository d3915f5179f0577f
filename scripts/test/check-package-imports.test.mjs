import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsOf, packageProblems } from '../check-package-imports.mjs';

let repo;

/** Writes files of a fixture repository: path -> content (objects as JSON). */
const write = async (files) => {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
};

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'package-imports-'));
  await write({
    'package.json': {
      name: 'root',
      scripts: { lint: 'biome check .' },
      devDependencies: { '@biomejs/biome': '1' },
    },
    'node_modules/@biomejs/biome/package.json': { name: '@biomejs/biome', bin: { biome: 'bin/biome' } },
    'packages/server/package.json': {
      name: '@x/server',
      scripts: { 'db:generate': 'drizzle-kit generate' },
      dependencies: { fastify: '5', 'fastify-plugin': '5', pg: '8' },
      devDependencies: { '@types/pg': '8', 'drizzle-kit': '0' },
    },
    'packages/server/node_modules/fastify-plugin/package.json': { peerDependencies: { fastify: '5' } },
    'packages/server/node_modules/drizzle-kit/package.json': { bin: { 'drizzle-kit': 'bin.cjs' } },
    'packages/server/src/main.ts': [
      "import fp from 'fastify-plugin';",
      "import { readFile } from 'node:fs/promises';",
      "import type { Pool } from 'pg';",
      "import { helper } from './helper';",
      '',
      'export { fp, readFile, helper };',
      'export type { Pool };',
    ].join('\n'),
    'shell/package.json': { name: '@x/shell', dependencies: { react: '19', dayjs: '1' } },
    'shell/src/index.tsx':
      "import { createElement } from 'react';\nexport const root = createElement('div');\n",
  });
});
afterEach(() => rm(repo, { recursive: true, force: true }));

const SHARED = new Set(['react', 'dayjs']);

describe('check-package-imports', () => {
  it('passes when imports, peers, CLIs run by scripts, @types and the shared set explain every entry', () => {
    expect(packageProblems(repo, { shared: SHARED, allowed: {} })).toEqual([]);
  });

  it('names a package code imports that its package.json does not list', async () => {
    await write({ 'packages/server/src/schema.ts': "export { z } from 'zod';\n" });
    expect(packageProblems(repo, { shared: SHARED, allowed: {} })).toEqual([
      'packages/server: packages/server/src/schema.ts imports zod, which packages/server/package.json does not list',
    ]);
  });

  it('names an entry no code imports unless the allow-list says why, and a stale allow-list line', async () => {
    await write({
      'packages/server/package.json': {
        name: '@x/server',
        scripts: { 'db:generate': 'drizzle-kit generate' },
        dependencies: { fastify: '5', 'fastify-plugin': '5', pg: '8', 'dejavu-fonts-ttf': '2' },
        devDependencies: { '@types/pg': '8', 'drizzle-kit': '0' },
      },
    });
    expect(packageProblems(repo, { shared: SHARED, allowed: {} })).toEqual([
      'packages/server: package.json lists dejavu-fonts-ttf, which no code imports (not shared, not in ALLOWED)',
    ]);
    const allowed = { 'packages/server dejavu-fonts-ttf': 'fonts read by path', 'shell react': 'stale' };
    expect(packageProblems(repo, { shared: SHARED, allowed })).toEqual([
      'ALLOWED has "shell react", which is imported or not listed: remove it',
    ]);
  });

  it('reads imports from code and CSS, not from comments, built-ins, relative paths or code generated as text', async () => {
    const source = await readFile(join(import.meta.dirname, 'fixtures/imports-sample.txt'), 'utf8');
    expect([...importsOf(source)].sort()).toEqual([
      '@apparel/contracts',
      '@aws-sdk/client-s3',
      '@testing-library/jest-dom',
      'dejavu-fonts-ttf',
    ]);
    expect([...importsOf('@import "@mantine/dates/styles.css";\n')]).toEqual(['@mantine/dates']);
  });
});
