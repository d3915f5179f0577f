import type { Compilation } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { exposeChunkName, manifestOf } from '../src/federation-manifest';

/** A chunk group as rspack hands it to the plugin: its files and the groups it loads later. */
const group = (files: string[], children: unknown[] = []) => ({
  getFiles: () => files,
  childrenIterable: children,
});

const compilationWith = (groups: Record<string, unknown>) =>
  ({ namedChunkGroups: new Map(Object.entries(groups)) }) as unknown as Compilation;

const OPTIONS = {
  name: 'mf_auth',
  build: { name: '@apparel/mf-auth', version: '1.2.0' },
  modules: ['LoginPage'],
  shared: {
    '/abs/path/session.ts': { shareKey: '@apparel/api-client/session', singleton: true, version: '1.0.0' },
  },
};

describe("a remote's mf-manifest.json", () => {
  it("names the container entry and each page module's chunks: loaded with it, and later", () => {
    const dialog = group(['dialog.1.js', 'dialog.1.css', 'shared.9.js']);
    const lazier = group(['toast.3.js']);
    const nested = group(['shared.9.js'], [lazier]);
    const login = group(
      ['409.a.js', '__federation_expose_LoginPage.b.js', 'login.c.css', 'shared.9.js'],
      [dialog, nested],
    );
    const manifest = manifestOf(compilationWith({ [exposeChunkName('LoginPage')]: login }), OPTIONS);

    // What the server's preloads and the release upload read (packages/server/src/plugins/page-preloads.ts).
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'global' });
    expect(manifest.metaData.buildInfo).toEqual({ buildVersion: '1.2.0', buildName: '@apparel/mf-auth' });
    expect(manifest.exposes).toEqual([
      {
        id: 'mf_auth:LoginPage',
        name: 'LoginPage',
        path: './LoginPage',
        assets: {
          js: {
            sync: ['409.a.js', '__federation_expose_LoginPage.b.js', 'shared.9.js'],
            async: ['dialog.1.js', 'toast.3.js'],
          },
          css: { sync: ['login.c.css'], async: ['dialog.1.css'] },
        },
      },
    ]);
    expect(manifest.shared).toEqual([
      { name: '@apparel/api-client/session', version: '1.0.0', singleton: true, requiredVersion: undefined },
    ]);
  });

  it('fails the build when an exposed page module has no chunk group', () => {
    expect(() => manifestOf(compilationWith({}), OPTIONS)).toThrow(
      '[mf-config] no chunk group for the exposed module ./LoginPage',
    );
  });
});
