import { cellKey, type Pack, type ProductForm } from '@apparel/contracts';
import type { Transaction } from '../../db/client';
import { ApiError } from '../../errors';
import { driverErrorOf } from '../../plugins/database-errors';
import { loadAxes, planFormGrid, planPacks, skuInUse } from './variant-grid';
import {
  assertNotInOpenOrders,
  type GridRecord,
  gridSource,
  productVariantRows,
  variantSkuTaken,
  writeVariantsFrom,
} from './variant-writes';

/** What the product form's grid and packs come to, checked, before the product row is written. */
export type PlannedGrid = { grid: GridRecord; packs: Pack[] };

/**
 * Checks the form's stock grid and packs against the product's sizes and colours (400 naming the cell
 * or pack), that no cell a PENDING order uses goes (409 naming it) and that no cell SKU is another
 * product's (409). `existing` is the product being edited (absent on create).
 */
export const planProductGrid = async (
  tx: Transaction,
  manufacturerId: number,
  form: ProductForm,
  itemIds: number[],
  existing?: { id: number; sku: string; packs: Pack[] },
): Promise<PlannedGrid> => {
  const axes = await loadAxes(tx, manufacturerId, itemIds);
  const current = existing ? await productVariantRows(tx, existing.id) : [];
  const grid = planFormGrid({ axes, form, current, previousSku: existing?.sku });
  const packs = planPacks(axes, form.packs, existing?.packs);
  const offered = new Set(grid.variants.map((v) => cellKey({ sizeId: v.size_id, colorId: v.color_id })));
  await assertNotInOpenOrders(
    tx,
    current.filter((cell) => !offered.has(cellKey(cell))).map((cell) => cell.id),
  );
  const taken = await variantSkuTaken(
    tx,
    manufacturerId,
    grid.variants.map((v) => v.sku ?? v.default_sku),
    existing?.id,
  );
  if (taken) throw skuInUse(taken);
  return { grid, packs };
};

/** Writes the planned grid once the product row holds its (new) SKU and stockQty. */
export const saveProductGrid = async (tx: Transaction, manufacturerId: number, { grid }: PlannedGrid) => {
  try {
    await writeVariantsFrom(tx, manufacturerId, gridSource([grid]));
  } catch (error) {
    // Two cells trading SKUs in one save trip the unique index row by row.
    if (driverErrorOf(error)?.constraint === 'product_variants_sku_unique')
      throw new ApiError(409, 'Two cells cannot trade SKUs in one save; give one a new SKU first');
    throw error;
  }
};
