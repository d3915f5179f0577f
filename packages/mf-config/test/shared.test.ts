import { describe, expect, it } from 'vitest';
import { createHostConfig, createRemoteConfig, sharedSingletons } from '../src';
import { federationOptions } from '../src/federation-options';

describe('sharedSingletons', () => {
  const shared = sharedSingletons({ treeShaking: true });

  it('keeps every entry a non-eager singleton with an explicit range', () => {
    for (const [name, entry] of Object.entries(shared)) {
      expect(entry.singleton, name).toBe(true);
      expect(entry.requiredVersion, name).toMatch(/^\^\d/);
      expect(entry, name).not.toHaveProperty('eager');
    }
  });

  it('tree-shakes @mantine/core by the scanned list, and nothing else', () => {
    const core = shared['@mantine/core']?.treeShaking;
    expect(core?.mode).toBe('runtime-infer');
    expect(core?.usedExports).toEqual(expect.arrayContaining(['MantineProvider', 'Table', 'Popover']));
    const others = Object.entries(shared).filter(
      ([name, entry]) => name !== '@mantine/core' && entry.treeShaking,
    );
    expect(others).toEqual([]);
  });

  it('shares everything whole in development builds', () => {
    const development = sharedSingletons({ treeShaking: false });
    expect(Object.values(development).filter((entry) => entry.treeShaking)).toEqual([]);
  });
});

describe('federationOptions', () => {
  it("gives the guard plugin the shell's list and the app's own imports", () => {
    const options = federationOptions({ folder: 'mf-auth', name: 'mf_auth' }, { treeShaking: true });
    const [[path, params]] = options.runtimePlugins;
    expect(path).toMatch(/tree-shaking-guard\.ts$/);
    expect(params.app).toBe('mf_auth');
    const provided = params.provides['@mantine/core'] ?? [];
    const required = params.requires['@mantine/core'] ?? [];
    expect(required).toContain('PasswordInput');
    // mf-superadmin's Pagination is in the shell's copy, but is not something mf-auth needs
    // (Table no longer shows this: packages/ui's DataTable, which every app bundles, imports it)
    expect(provided).toContain('Pagination');
    expect(required).not.toContain('Pagination');
    expect(required.every((name) => provided.includes(name))).toBe(true);
  });

  it('leaves the guard nothing to check without tree shaking', () => {
    const [[, params]] = federationOptions(
      { folder: 'mf-auth', name: 'mf_auth' },
      { treeShaking: false },
    ).runtimePlugins;
    expect(params).toEqual({ app: 'mf_auth', provides: {}, requires: {} });
  });

  it('is the same shared map in the host and in a remote', () => {
    type WithOptions = { _options?: { shared?: unknown } };
    const sharedOf = (config: ReturnType<typeof createHostConfig>) =>
      (config.plugins ?? []).map((plugin) => (plugin as WithOptions)?._options?.shared).find(Boolean);
    const host = sharedOf(createHostConfig({ dir: '/tmp/shell' }));
    const remote = sharedOf(createRemoteConfig({ name: 'mf-media', dir: '/tmp/mf-media', exposes: {} }));
    expect(host).toBeTruthy();
    expect(remote).toEqual(host);
  });
});
