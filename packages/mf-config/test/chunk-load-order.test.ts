import { describe, expect, it } from 'vitest';
import { sortChunkLoads } from '../src/chunk-load-order';

describe('sortChunkLoads', () => {
  it('lists the chunks a shared module loads in one order, whatever order rspack gave', () => {
    const factory = (ids: string[]) =>
      `factory: () => (Promise.all([${ids.map((id) => `__webpack_require__.e(${id})`).join(', ')}]).then(() => (() => (__webpack_require__(99)))))`;
    expect(sortChunkLoads(factory(['21', '0', '3']))).toBe(factory(['0', '3', '21']));
  });

  it("keeps the comment a container entry puts before a page's chunk list", () => {
    const loads = (ids: string[]) =>
      `Promise.all(/*  | __federation_expose_AdminListPage */ [${ids.map((id) => `__webpack_require__.e(${id})`).join(', ')}])`;
    expect(sortChunkLoads(loads(['44', '43', '9']))).toBe(loads(['9', '43', '44']));
  });
});
