import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMissingPaths } from '../check-comment-paths.mjs';

const SCRIPT = resolve(import.meta.dirname, '../check-comment-paths.mjs');
let repo;

/** Writes files of a fixture repository: path -> content. */
const write = async (files) => {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), content);
  }
};

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'comment-paths-'));
  await write({
    'packages/server/src/main.ts': 'export {};\n',
    'packages/server/src/db/client.ts': 'export {};\n',
    'docs/reliability.md': '# Reliability\n',
  });
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe('check-comment-paths', () => {
  it('names the file, line and path of a comment pointing at a file that is gone', async () => {
    await write({
      'packages/server/src/plugins/limits.ts': [
        "import { pool } from '../db/client';",
        '// The pool is sized in packages/server/src/db/pool.ts.',
        '/**',
        ' * Started by packages/server/src/main.ts; see docs/reliability.md.',
        ' */',
        'export const limit = 10;',
      ].join('\n'),
    });
    expect(findMissingPaths(repo)).toEqual([
      { file: 'packages/server/src/plugins/limits.ts', line: 2, path: 'packages/server/src/db/pool.ts' },
    ]);
  });

  it('resolves a path from the repository root or from the file’s own folder', async () => {
    await write({
      'packages/server/src/db/pool.ts':
        '// Opened by ./client.ts and ../main.ts, as docs/reliability.md says.\n',
      'docs/architecture.md': 'See [reliability](./reliability.md) and `packages/server/src/main.ts`.\n',
    });
    expect(findMissingPaths(repo)).toEqual([]);
  });

  it('reads docs and READMEs but not other markdown, and ignores strings, URLs, globs and placeholders', async () => {
    await write({
      'README.md': 'Intro\n\nThe server starts at `packages/server/src/start.ts`.\n',
      'docs/orders.md': 'Line one\nBenchmarks live in docs/performance/orders.md.\n',
      'notes/todo.md': 'Not checked: packages/gone.ts\n',
      'packages/server/src/urls.ts': [
        "const a = 'packages/not-a-comment.ts'; // https://example.com/x/y.ts",
        'const b = /\\/\\/ packages\\/regex.ts/; // each mf-*/src/routes.ts and <remote>/src/index.ts',
        '// {dir}/x.ts, /api/products/x.ts, node:fs/promises and dist/main.js are not repository files',
        'export { a, b };',
      ].join('\n'),
    });
    expect(findMissingPaths(repo)).toEqual([
      { file: 'README.md', line: 3, path: 'packages/server/src/start.ts' },
      { file: 'docs/orders.md', line: 2, path: 'docs/performance/orders.md' },
    ]);
  });

  it('exits 1 naming file:line and the path, and 0 once the comment is fixed', async () => {
    await write({ 'packages/server/src/seed.ts': '// Users come from packages/server/src/users.ts.\n' });
    const run = () => execFileSync('node', [SCRIPT, repo], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).toThrow(
      expect.objectContaining({
        status: 1,
        stderr: 'packages/server/src/seed.ts:1: names packages/server/src/users.ts, which does not exist\n',
      }),
    );
    await write({ 'packages/server/src/seed.ts': '// Users come from packages/server/src/main.ts.\n' });
    expect(run()).toContain('exist');
  });
});
