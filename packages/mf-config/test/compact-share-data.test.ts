import { describe, expect, it } from 'vitest';
import { compactSharedData } from '../src/compact-share-data';

// The shape rspack 2 writes into the consumes and sharing runtime modules of a classic container.
const consumes =
  '__webpack_require__.consumesLoadingData = { chunkMapping: {"70":["5525"]}, moduleIdToConsumeDataMapping: {"2538": { shareScope: "default", shareKey: "@mantine/core/Mantine.context", import: "/work/checkout/node_modules/.pnpm/@mantine+core@9.7.3/node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs", requiredVersion: "^9.7.3", strictVersion: false, singleton: true, eager: false, fallback: () => (__webpack_require__.e(183).then(() => (() => (__webpack_require__(3167))))), treeShakingMode: null } }, initialConsumes: [] };';
const sharing =
  '__webpack_require__.initializeSharingData = { scopeToSharingDataMapping: { "default": [{ name: "react", version: "19.3.1", factory: () => (__webpack_require__.e(784).then(() => (() => (__webpack_require__(7923))))), eager: 0, treeShakingMode: null }] }, uniqueName: "@apparel/mf-auth" };';

describe('compactSharedData', () => {
  it("drops what the classic runtime never reads, the checkout's path included", () => {
    const compact = compactSharedData(consumes);
    expect(compact).not.toContain('/work/checkout');
    expect(compact).not.toContain('import:');
    expect(compact).not.toContain('eager: false');
    expect(compact).not.toContain('treeShakingMode');
    expect(compact).toContain(
      '"2538": { shareScope: "default", shareKey: "@mantine/core/Mantine.context", requiredVersion: "^9.7.3", strictVersion: false, singleton: true, fallback: () =>',
    );
  });

  it('keeps every field the sharing runtime reads', () => {
    expect(compactSharedData(sharing)).toContain(
      '{ name: "react", version: "19.3.1", factory: () => (__webpack_require__.e(784).then(() => (() => (__webpack_require__(7923))))), eager: 0 }',
    );
  });
});
