import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'contracts', 'src');

/** The contract files a file loads at run time (type-only imports are erased), itself included. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  const source = readFileSync(join(SRC, `${file}.ts`), 'utf8');
  for (const [, clause, target] of source.matchAll(/^import (type )?[^;]*?from '\.\/([\w-]+)';/gms))
    if (!clause && !seen.has(target as string)) loadedWith(target as string, seen);
  return seen;
}

/**
 * Files that pages read before their first render and that must not bring zod (~26 KB gzip) along:
 * the pins the shell starts from on every page, the media screen's and the products list's constants,
 * the catalogue's names the catalogue hooks read, the subscription rule and the State select of the
 * manufacturers list,
 * what the New order screen reads while it is filled in (docs/performance/first-screen.md's per-page budgets and its
 * phone blocking time), and the endpoint table as production builds carry it (endpoint-projection).
 * A schema added to one of them puts zod back on those pages.
 */
describe('contract files read without zod', () => {
  it.each([
    'page-routes',
    'media-kinds',
    'product-list',
    'new-order',
    'order-quantity',
    'variant-grid',
    'pricing',
    'endpoint-projection',
    'catalogue-names',
    'subscription-rule',
    'india',
    'credit-messages',
  ])('%s loads no zod', (file) => {
    expect([...loadedWith(file)]).not.toContain('zod');
  });

  it('finds zod where a schema is built', () => {
    expect([...loadedWith('remote-routes')]).toContain('zod');
  });
});
