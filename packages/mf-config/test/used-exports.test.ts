import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedNames, scanUsedExports } from '../src/used-exports';

const names = (source: string, pkg = '@mantine/core') => {
  const result = importedNames(source, pkg);
  return result.names ? [...result.names].sort() : result.blocker;
};

describe('importedNames', () => {
  it('reads named, aliased and multi-line imports and leaves types out', () => {
    const source = `
      import { Button, type ButtonProps, Group as Row } from '@mantine/core';
      import type { MantineTheme } from '@mantine/core';
      import {
        Table,
        Pagination,
      } from "@mantine/core";
      import { useDisclosure } from '@mantine/hooks';
    `;
    expect(names(source)).toEqual(['Button', 'Group', 'Pagination', 'Table']);
  });

  it('counts re-exports and compiled library imports', () => {
    expect(names(`export { Loader, Text } from '@mantine/core';`)).toEqual(['Loader', 'Text']);
    expect(names(`import{Box as e,factory as t}from"@mantine/core";`)).toEqual(['Box', 'factory']);
  });

  it('does not match another package with the same prefix', () => {
    expect(
      names(`import { X } from '@mantine/core/styles.css'; import { Y } from '@mantine/core-extra';`),
    ).toEqual([]);
  });

  it('refuses imports it cannot narrow down', () => {
    expect(names(`import * as M from '@mantine/core';`)).toMatch(/import \* from/);
    expect(names(`export * from '@mantine/core';`)).toMatch(/export \* from/);
    expect(names(`import core from '@mantine/core';`)).toMatch(/default import/);
    expect(names(`import core, { Box } from '@mantine/core';`)).toMatch(/default import/);
    expect(names(`const m = await import('@mantine/core');`)).toMatch(/dynamic import/);
    expect(names(`const m = require("@mantine/core");`)).toMatch(/dynamic import or require/);
  });
});

describe('scanUsedExports', () => {
  const root = mkdtempSync(join(tmpdir(), 'mf-config-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('joins every app, and the libraries an app bundles that import the package', () => {
    write('shell/package.json', JSON.stringify({ dependencies: { 'date-lib': '1.0.0', other: '1.0.0' } }));
    write('shell/src/App.tsx', `import { AppShell, MantineProvider } from '@mantine/core';`);
    write('remote/package.json', JSON.stringify({ dependencies: {} }));
    write('remote/src/pages/List.tsx', `import { Table, type TableProps } from '@mantine/core';`);
    write('remote/src/pages/List.test.d.ts', `import { NotCode } from '@mantine/core';`);
    // An installed library that peer-depends on the package (pnpm: a symlink in the app's node_modules).
    write('store/date-lib/package.json', JSON.stringify({ peerDependencies: { '@mantine/core': '*' } }));
    write('store/date-lib/esm/Picker.mjs', `import { Popover, Input } from '@mantine/core';`);
    write('store/date-lib/cjs/Picker.cjs', `const { Ignored } = require('@mantine/core');`);
    write('store/other/package.json', JSON.stringify({ dependencies: {} }));
    write('store/other/index.mjs', `import { NotScanned } from '@mantine/core';`);
    mkdirSync(join(root, 'shell/node_modules'), { recursive: true });
    symlinkSync(join(root, 'store/date-lib'), join(root, 'shell/node_modules/date-lib'));
    symlinkSync(join(root, 'store/other'), join(root, 'shell/node_modules/other'));

    expect(scanUsedExports('@mantine/core', { root, packages: ['shell', 'remote', 'missing'] })).toEqual({
      usedExports: ['AppShell', 'Input', 'MantineProvider', 'Popover', 'Table'],
    });
  });

  it('gives up, with the file, when an app imports the whole package', () => {
    write('wild/package.json', JSON.stringify({}));
    write('wild/src/index.ts', `import * as Mantine from '@mantine/core';`);
    const result = scanUsedExports('@mantine/core', { root, packages: ['shell', 'wild'] });
    expect(result.usedExports).toBeNull();
    expect(result.blocker).toContain(join('wild', 'src', 'index.ts'));
  });
});

describe('scanUsedExports on this repository', () => {
  it('holds what the remotes and @mantine/dates import from @mantine/core, not just the shell', () => {
    const { usedExports } = scanUsedExports('@mantine/core');
    expect(usedExports).toEqual(
      expect.arrayContaining([
        // the shell and packages/ui
        'MantineProvider',
        'AppShell',
        'NavLink',
        // mf-superadmin only
        'Table',
        'Pagination',
        'NumberInput',
        'Switch',
        // @mantine/dates (DateInput), bundled by mf-superadmin, imports these itself
        'Popover',
        'InputBase',
      ]),
    );
  });
});
