import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MANIFEST_VERSION, SHELL_CONTRACT_VERSION } from '@apparel/contracts';
import { describe, expect, it } from 'vitest';
import { buildInfo } from '../src/build-info';
import { GUARDED_SINGLETONS } from '../src/shared';

const ROOT = join(import.meta.dirname, '../../..');
const installed = (app: string, name: string) =>
  JSON.parse(readFileSync(join(ROOT, app, 'node_modules', name, 'package.json'), 'utf8')).version;

describe("an app's build-info.json (what the registry's compatibility guard reads)", () => {
  it.each(['shell', 'mf-media', 'mf-catalogue'])(
    '%s records the contract versions and every guarded singleton it uses',
    (app) => {
      const info = buildInfo(app, join(ROOT, app));
      expect(info).toMatchObject({
        app,
        shellContract: SHELL_CONTRACT_VERSION,
        routeManifest: ROUTE_MANIFEST_VERSION,
      });
      expect(Object.keys(info.shared).sort()).toEqual([...GUARDED_SINGLETONS].sort());
      expect(info.shared.react).toBe(installed(app, 'react'));
      expect(info.shared['@mantine/core']).toBe(info.mantine);
      expect(info.shared['@apparel/contracts']).toBe('1.0.0');
    },
  );
});
