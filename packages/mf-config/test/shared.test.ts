import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHostConfig, createRemoteConfig, MANTINE_CONTEXT_FILES, sharedSingletons } from '../src';
import { assertContextFile, installedPackage } from '../src/mantine';
import { API_CLIENT_CORE_FILES, CONTRACTS_CORE_FILES } from '../src/shared';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const shellDir = join(ROOT, 'shell');

describe('sharedSingletons', () => {
  const shared = sharedSingletons(shellDir);

  it('keeps every entry a non-eager singleton with an explicit range', () => {
    for (const [name, entry] of Object.entries(shared)) {
      expect(entry.singleton, name).toBe(true);
      expect(entry.requiredVersion, name).toMatch(/^\^\d/);
      expect(entry, name).not.toHaveProperty('eager');
    }
  });

  it('does not share Mantine components, only its context modules and the notifications store', () => {
    for (const name of ['@mantine/core', '@mantine/hooks', '@mantine/dates', '@apparel/ui'])
      expect(shared, name).not.toHaveProperty([name]);
    expect(shared).toHaveProperty(['@mantine/notifications']);
    const core = installedPackage(shellDir, '@mantine/core');
    for (const [shareKey, file] of Object.entries(MANTINE_CONTEXT_FILES)) {
      const entry = shared[join(core.dir, file)];
      expect(entry, file).toEqual({
        shareKey,
        singleton: true,
        version: core.version,
        requiredVersion: `^${core.version}`,
      });
      // The assertion the build runs: the file still creates a React context.
      expect(readFileSync(join(core.dir, file), 'utf8')).toContain('createContext(');
    }
  });

  it("shares api-client's and contracts' cores by file, not the whole packages", () => {
    expect(shared).not.toHaveProperty(['@apparel/api-client']);
    expect(shared).not.toHaveProperty(['@apparel/contracts']);
    expect(shared).not.toHaveProperty(['zod']);
    const cores = [
      ['api-client', API_CLIENT_CORE_FILES, '^1.0.0'],
      ['contracts', CONTRACTS_CORE_FILES, '^1.0.0'],
    ] as const;
    for (const [folder, files, requiredVersion] of cores) {
      for (const [shareKey, file] of Object.entries(files)) {
        const path = join(ROOT, 'packages', folder, file);
        expect(shared[path], file).toEqual({ shareKey, singleton: true, version: '1.0.0', requiredVersion });
      }
      // Without this, every app would bundle every area's calls and schemas from the index's re-exports.
      const { sideEffects } = JSON.parse(
        readFileSync(join(ROOT, 'packages', folder, 'package.json'), 'utf8'),
      );
      expect(sideEffects === false || Array.isArray(sideEffects), folder).toBe(true);
    }
  });

  it("keeps every contract on contracts' one zod entry point", () => {
    const src = join(ROOT, 'packages', 'contracts', 'src');
    for (const file of readdirSync(src).filter((name) => name.endsWith('.ts') && name !== 'zod.ts'))
      expect(readFileSync(join(src, file), 'utf8'), file).not.toMatch(/from 'zod'/);
  });

  it('fails the build when a context module has moved or no longer creates a context', () => {
    expect(() => assertContextFile('/nowhere/Mantine.context.mjs')).toThrow(
      /Mantine context module not found/,
    );
    const notAContext = join(installedPackage(shellDir, '@mantine/core').dir, 'esm/index.mjs');
    expect(() => assertContextFile(notAContext)).toThrow(/no longer calls createContext/);
  });

  it('is the same shared map in the host and in a remote', () => {
    type WithOptions = { _options?: { shared?: unknown } };
    const sharedOf = (config: ReturnType<typeof createHostConfig>) =>
      (config.plugins ?? []).map((plugin) => (plugin as WithOptions)?._options?.shared).find(Boolean);
    const host = sharedOf(createHostConfig({ dir: shellDir }));
    const remote = sharedOf(
      createRemoteConfig({ name: 'mf-media', dir: join(ROOT, 'mf-media'), routes: [] }),
    );
    expect(host).toBeTruthy();
    expect(remote).toEqual(host);
  });
});
