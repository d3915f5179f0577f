import type { RemoteRoute } from '@apparel/contracts';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../src/standalone/pages-of';

const routes: RemoteRoute[] = [
  { path: '/retailers/list', module: 'RetailerListPage', role: 'MANUFACTURER', title: 'Retailers' },
  {
    path: '/retailers/:id/edit',
    module: 'RetailerFormPage',
    role: 'MANUFACTURER',
    title: 'Edit Retailer',
    props: { mode: 'edit' },
  },
];

describe('pagesOf', () => {
  it("mounts every route of a remote's routes.ts at its path with its props, loading its module", async () => {
    const page = { default: () => null };
    const load = vi.fn(async () => page);
    const pages = pagesOf(routes, load);
    expect(pages.map(({ path, props }) => ({ path, props }))).toEqual([
      { path: '/retailers/list', props: undefined },
      { path: '/retailers/:id/edit', props: { mode: 'edit' } },
    ]);
    expect(await pages[1]?.load()).toBe(page);
    expect(load).toHaveBeenCalledWith('RetailerFormPage');
  });
});
