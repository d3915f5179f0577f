import { describe, expect, it } from 'vitest';
import treeShakingGuard from '../src/runtime/tree-shaking-guard';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof treeShakingGuard>['resolveShare']>>[0];

const args = (pkgName: string, from: string, useTreesShaking: boolean) =>
  ({
    pkgName,
    resolver: () => ({ shared: { from }, useTreesShaking }),
  }) as unknown as ResolveShareArgs;

describe('treeShakingGuard', () => {
  treeShakingGuard({ app: 'shell', provides: { '@mantine/core': ['Button', 'Table'] }, requires: {} });

  it('lets a remote use the tree-shaken copy that holds what it imports', () => {
    const remote = treeShakingGuard({ app: 'mf_a', provides: {}, requires: { '@mantine/core': ['Table'] } });
    const resolved = remote.resolveShare?.(args('@mantine/core', 'shell', true));
    expect(resolved?.resolver()).toEqual({ shared: { from: 'shell' }, useTreesShaking: true });
  });

  it('stops, naming the exports and the fix, when the copy lacks one', () => {
    const remote = treeShakingGuard({
      app: 'mf_b',
      provides: {},
      requires: { '@mantine/core': ['Table', 'FileInput', 'Select'] },
    });
    const resolved = remote.resolveShare?.(args('@mantine/core', 'shell', true));
    expect(() => resolved?.resolver()).toThrow(
      /mf_b imports FileInput, Select from the shared @mantine\/core.*Rebuild and deploy shell/,
    );
  });

  it('stays out of the way for full copies and other packages', () => {
    const remote = treeShakingGuard({
      app: 'mf_c',
      provides: {},
      requires: { '@mantine/core': ['FileInput'] },
    });
    expect(remote.resolveShare?.(args('@mantine/core', 'shell', false))?.resolver()).toBeTruthy();
    expect(remote.resolveShare?.(args('react', 'shell', true))?.resolver()).toBeTruthy();
  });
});
