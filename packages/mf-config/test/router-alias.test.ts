import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from '../src';
import { ROUTER_CLIENT_API, routerAliasRule } from '../src/router-alias';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const APP_SOURCES = ['shell', 'mf-auth', 'mf-superadmin', 'mf-catalogue', 'mf-retail-orders', 'mf-media']
  .map((app) => join(ROOT, app, 'src'))
  .concat(join(ROOT, 'packages', 'ui', 'src'), join(ROOT, 'packages', 'api-client', 'src'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && path !== ROUTER_CLIENT_API ? [path] : [];
  });

/** The value names (not types) a file imports from react-router or react-router-dom. */
const routerValueImports = (text: string): string[] =>
  [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => (match[2] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);

describe("the router's client API", () => {
  it('exports every router name the apps import (the build cannot check a shared module)', async () => {
    const api = await import(ROUTER_CLIENT_API);
    const missing = APP_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      routerValueImports(readFileSync(file, 'utf8'))
        .filter((name) => !(name in api))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(api).length).toBeGreaterThan(40);
  });

  it('is where our code resolves the router, and the shared singleton instead of the package', () => {
    const rule = routerAliasRule();
    expect(rule.resolve?.alias).toEqual({
      'react-router-dom$': ROUTER_CLIENT_API,
      'react-router$': ROUTER_CLIENT_API,
    });
    expect(rule.exclude).toContain(ROUTER_CLIENT_API);
    const shared = sharedSingletons(join(ROOT, 'shell'));
    expect(shared).not.toHaveProperty(['react-router-dom']);
    expect(shared).not.toHaveProperty(['react-router']);
    expect(shared[ROUTER_CLIENT_API]).toMatchObject({
      shareKey: 'react-router-dom/client-api',
      singleton: true,
    });
  });
});
