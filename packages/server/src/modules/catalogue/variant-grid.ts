import {
  cellKey,
  defaultVariantSku,
  type GridAxes,
  gridCells,
  orderAxes,
  type Pack,
  type ProductForm,
  packsProblem,
  VARIANT_MSG,
  variantGridProblem,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { ApiError, badRequest } from '../../errors';
import { type CellRecord, type GridRecord, PRODUCT_PRICE } from './variant-writes';

/** The sizes and colours among a product's attribute items, named and in grid order. */
export const loadAxes = async (
  q: Queryable,
  manufacturerId: number,
  itemIds: number[],
): Promise<GridAxes> => {
  if (itemIds.length === 0) return { sizes: [], colors: [] };
  const rows = await queryRows<{ id: number; type: string; name: string }>(
    q,
    sql`
    select id, type, name from attribute_items
    where manufacturer_id = ${manufacturerId} and type in ('sizes', 'colors')
      and id in (select value::integer from json_array_elements_text(${JSON.stringify(itemIds)}::json))`,
  );
  const of = (type: string) =>
    rows.filter((r) => r.type === type).map((r) => ({ id: Number(r.id), name: r.name }));
  return orderAxes(of('sizes'), of('colors'));
};

/** A sent cell's price for the writer: left out keeps the cell's, null is the product's. */
const cellPrice = (price: number | null | undefined): CellRecord['price'] =>
  price === undefined ? null : price === null ? PRODUCT_PRICE : price.toFixed(2);

type CurrentCell = { sizeId: number | null; colorId: number | null; sku: string };
type Named = { id: number; name: string };

const nameOf = (list: readonly Named[], id: number | null) => list.find((item) => item.id === id)?.name;

/**
 * The product form's grid as the variant writer takes it, after the contract's grid rule (400 naming
 * the cell) and the total check. Without `variants` every cell's stock is left to the writer's fill
 * rule. A cell keeps its SKU unless one is sent; a SKU still at its default follows a new product SKU.
 */
export const planFormGrid = ({
  axes,
  form,
  current = [],
  previousSku,
}: {
  axes: GridAxes;
  form: Pick<ProductForm, 'sku' | 'stockQty' | 'variants'>;
  current?: CurrentCell[];
  previousSku?: string;
}): GridRecord => {
  const sent = form.variants;
  if (sent) {
    const problem = variantGridProblem(axes, sent);
    if (problem) throw badRequest(problem);
    const total = sent.reduce((sum, cell) => sum + cell.stockQty, 0);
    if (total !== form.stockQty) throw badRequest(VARIANT_MSG.gridTotal(form.stockQty, total));
  }
  const given = new Map((sent ?? []).map((cell) => [cellKey(cell), cell]));
  const stored = new Map(current.map((cell) => [cellKey(cell), cell]));
  const variants = gridCells(axes).map((cell) => {
    const names = { colorName: nameOf(axes.colors, cell.colorId), sizeName: nameOf(axes.sizes, cell.sizeId) };
    const defaultSku = defaultVariantSku(form.sku, names);
    const kept = stored.get(cellKey(cell))?.sku;
    const followsProduct =
      kept !== undefined && previousSku !== undefined && kept === defaultVariantSku(previousSku, names);
    const sku = given.get(cellKey(cell))?.sku ?? (kept === undefined || followsProduct ? defaultSku : kept);
    return {
      size_id: cell.sizeId,
      color_id: cell.colorId,
      sku,
      default_sku: defaultSku,
      stock_qty: sent ? (given.get(cellKey(cell))?.stockQty ?? 0) : null,
      price: cellPrice(given.get(cellKey(cell))?.price),
    };
  });
  const seen = new Set<string>();
  for (const { sku } of variants) {
    if (seen.has(sku.toLowerCase())) throw badRequest(VARIANT_MSG.skuTwice(sku));
    seen.add(sku.toLowerCase());
  }
  return { sku: form.sku, stock_qty: form.stockQty, variants };
};

/** The packs to keep: the sent ones after the contract's rule (400), or the stored ones minus sizes the product dropped. */
export const planPacks = (axes: GridAxes, sent: Pack[] | undefined, stored: Pack[] = []): Pack[] => {
  if (sent) {
    const problem = packsProblem(axes, sent);
    if (problem) throw badRequest(problem);
    return sent;
  }
  const sizes = new Set(axes.sizes.map((s) => s.id));
  return stored
    .map((pack) => ({ ...pack, ratios: pack.ratios.filter((r) => sizes.has(r.sizeId)) }))
    .filter((pack) => pack.ratios.length > 0);
};

/** 409 for a cell SKU another product uses. */
export const skuInUse = (sku: string) => new ApiError(409, VARIANT_MSG.skuInUse(sku));
