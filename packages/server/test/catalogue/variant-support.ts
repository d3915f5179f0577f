import type { Product } from '@apparel/contracts';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { products, productVariants } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
import type { TestServer } from '../support/test-app';
import {
  addAttribute,
  addCategory,
  newManufacturer,
  productFields,
  sendProductForm,
} from './catalogue-support';

let serial = 0;

/**
 * A manufacturer of its own with sizes added as S, M, L, XL (not alphabetical: L, M, S, XL) and the
 * colours Navy and Off White, ready for a stock grid.
 */
export const gridTenant = async (server: TestServer, productLimit = 1000) => {
  serial += 1;
  const tenant = await newManufacturer(server, { productLimit });
  const add = (type: 'sizes' | 'colors', name: string) => addAttribute(server.app, tenant.token, type, name);
  const sizes = {
    S: await add('sizes', 'S'),
    M: await add('sizes', 'M'),
    L: await add('sizes', 'L'),
    XL: await add('sizes', 'XL'),
  };
  const colors = { navy: await add('colors', 'Navy'), offWhite: await add('colors', 'Off White') };
  const category = await addCategory(server.app, tenant.token, `Kurtas ${serial}`);
  return { ...tenant, sizes, colors, category };
};
export type GridTenant = Awaited<ReturnType<typeof gridTenant>>;

type Cell = { sizeId: number | null; colorId: number | null; stockQty: number; sku?: string };

/** The product form of a "Linen Kurta" with these sizes, colours and (when given) grid, packs and extra fields. */
export const kurtaForm = (
  t: GridTenant,
  {
    sku = `KURTA${++serial}`,
    sizeIds = [],
    colorIds = [],
    variants,
    stockQty,
    extra = {},
  }: {
    sku?: string;
    sizeIds?: number[];
    colorIds?: number[];
    variants?: Cell[];
    stockQty?: number;
    extra?: Record<string, string | string[] | undefined>;
  },
) =>
  productFields(t.category, {
    name: 'Linen Kurta',
    sku,
    sizeIds: sizeIds.map(String),
    colorIds: colorIds.map(String),
    stockQty: String(stockQty ?? variants?.reduce((sum, cell) => sum + cell.stockQty, 0) ?? 0),
    variants: variants ? JSON.stringify(variants) : undefined,
    ...extra,
  });

export const saveKurta = (
  app: App,
  t: GridTenant,
  fields: Record<string, string | string[] | undefined>,
  id?: number,
) =>
  sendProductForm(app, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/products/${id}` : '/api/products',
    token: t.token,
    fields,
  });

export const readProduct = async (app: App, token: string, id: number): Promise<Product> =>
  (await callApi(app, { method: 'GET', url: `/api/products/${id}`, token })).json<Product>();

/** The grid of a product as `colour/size: stock` (names from its link lists), in the answer's order. */
export const gridOf = (product: Product): string[] => {
  const size = (id: number | null) => product.productSizes.find((s) => s.sizeId === id)?.size.name ?? '-';
  const color = (id: number | null) => product.productColors.find((c) => c.colorId === id)?.color.name ?? '-';
  return product.variants.map((v) => `${color(v.colorId)}/${size(v.sizeId)}: ${v.stockQty}`);
};

/** Rows of the tables a refused product write must leave alone. */
export const catalogueRowCounts = async (db: Database, productId?: number) => ({
  products: (await db.select({ n: count() }).from(products))[0]?.n,
  variants: (await db.select({ n: count() }).from(productVariants))[0]?.n,
  cells: productId
    ? await db
        .select({ sku: productVariants.sku, stock: productVariants.stockQty })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(productVariants.id)
    : [],
});
