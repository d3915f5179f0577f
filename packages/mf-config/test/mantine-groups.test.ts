import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_CONTEXT_FILES } from '../src';
import { installedPackage } from '../src/mantine';
import { exportNames } from '../src/mantine-group-modules';
import { mantineGroupShares } from '../src/mantine-group-plugin';
import { mantineGroups, relativeImports } from '../src/mantine-groups';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const core = installedPackage(join(ROOT, 'shell'), '@mantine/core');
const esmDir = join(core.dir, 'esm');
const [base, layout] = mantineGroups(esmDir, core.version);
const contexts = Object.values(MANTINE_CONTEXT_FILES).map((file) => join(core.dir, file));

describe("Mantine's groups shared by the shell", () => {
  it('are two disjoint groups without the context modules (singletons of their own)', () => {
    expect([base?.name, layout?.name]).toEqual(['base', 'layout']);
    const baseFiles = new Set(base?.files);
    for (const file of layout?.files ?? []) expect(baseFiles.has(file), file).toBe(false);
    for (const file of contexts) {
      expect(baseFiles.has(file), file).toBe(false);
      expect(layout?.files, file).not.toContain(file);
    }
  });

  // A group importing a later group's file would wait for that group while it waits for this one.
  it('keep the base group closed: its files import only its own files and the contexts', () => {
    const allowed = new Set([...(base?.files ?? []), ...contexts]);
    for (const file of base?.files ?? [])
      for (const imported of relativeImports(file))
        expect(allowed.has(imported), `${file} -> ${imported}`).toBe(true);
  });

  it('keep every file of the layout group within the two groups and the contexts', () => {
    const allowed = new Set([...(base?.files ?? []), ...(layout?.files ?? []), ...contexts]);
    for (const file of layout?.files ?? [])
      for (const imported of relativeImports(file))
        expect(allowed.has(imported), `${file} -> ${imported}`).toBe(true);
  });

  it("put Mantine's core in the base group, so /login never loads the layout group for a utility", () => {
    for (const file of layout?.files ?? []) expect(relative(esmDir, file)).not.toMatch(/^core\//);
  });

  it('are named by their content: another Mantine version or other files is another share', () => {
    const [otherBase] = mantineGroups(esmDir, '0.0.1');
    expect(otherBase?.shareKey).not.toBe(base?.shareKey);
    expect(base?.shareKey).toMatch(/^@mantine\/core\/group-base-[0-9a-f]{12}$/);
  });

  it('are shared by exact version, never as singletons', () => {
    const shares = Object.values(mantineGroupShares(join(ROOT, 'shell')));
    expect(shares.map((share) => share.shareKey)).toEqual([base?.shareKey, layout?.shareKey]);
    for (const share of shares)
      expect(share).toMatchObject({
        version: core.version,
        requiredVersion: core.version,
        strictVersion: true,
        singleton: false,
      });
  });

  it("reads a file's exports the way rollup writes them", () => {
    expect(exportNames(join(esmDir, 'core/Box/Box.mjs'))).toEqual(['Box']);
    for (const file of [...(base?.files ?? []), ...(layout?.files ?? [])])
      expect(() => exportNames(file), file).not.toThrow();
  });
});
