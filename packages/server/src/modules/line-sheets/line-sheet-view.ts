import {
  type ApplicableList,
  type Availability,
  type DiscountRange,
  type LineSheetCell,
  type LineSheetProduct,
  type LineSheetView,
  type Pack,
  type PricedCell,
  paiseToRupees,
  priceForRetailer,
  type StockDisplay,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import type { FileStorage } from '../../storage/file-storage';
import { storageUrl } from '../../storage/file-storage';
import { loadApplicableLists } from '../orders/retailer-price-lists';

type SheetHead = {
  name: string;
  note: string;
  delivery_from: string | null;
  delivery_to: string | null;
  order_by: string | null;
  stock_display: StockDisplay;
  low_stock_below: number;
  manufacturer_name: string;
  manufacturer_logo: string | null;
};

/** [variantId, colorId, sizeId, stockQty, own base price or null, colour name, size name] */
type CellTuple = [
  number,
  number | null,
  number | null,
  number,
  string | number | null,
  string | null,
  string | null,
];

type ProductRow = {
  id: number;
  name: string;
  sku: string;
  price: string | number;
  discount: DiscountRange[];
  min_order_qty: number | null;
  max_order_qty: number | null;
  order_multiple: number | null;
  packs: Pack[];
  images: string[];
  cells: CellTuple[];
};

/** A priced sheet: the head, and its live products each with the retailer's price. */
export type PricedSheet = LineSheetView;

export const availabilityOf = (stock: number, lowStockBelow: number): Availability =>
  stock <= 0 ? 'sold_out' : stock < lowStockBelow ? 'low' : 'in_stock';

/**
 * The rungs a buyer sees: from the first quantity it may order, each larger quantity of the product at
 * which the price rule gives a lower unit price (a list's row or a Discount Rules tier), ascending.
 */
const rungsOf = (cell: PricedCell, start: number, lists: readonly ApplicableList[]) => {
  const thresholds = new Set<number>();
  for (const list of lists)
    for (const row of list.rows)
      if (row.minQty > start && (row.variantId === null || row.variantId === cell.variantId))
        thresholds.add(row.minQty);
  for (const range of cell.discount ?? []) if (range.from > start) thresholds.add(range.from);
  const rungs: { minQty: number; unitPrice: number }[] = [];
  let last = priceForRetailer(cell, start, lists).unitPaise;
  for (const minQty of [...thresholds].sort((a, b) => a - b)) {
    const unitPaise = priceForRetailer(cell, minQty, lists).unitPaise;
    if (unitPaise < last) {
      rungs.push({ minQty, unitPrice: paiseToRupees(unitPaise) });
      last = unitPaise;
    }
  }
  return rungs;
};

/** The cell that stands for the product's price: one at the product's own base price, else the first. */
const priceCellOf = (row: ProductRow): CellTuple | undefined =>
  row.cells.find((cell) => cell[4] === null) ?? row.cells[0];

const productOf = (
  row: ProductRow,
  head: SheetHead,
  lists: readonly ApplicableList[],
  storage: FileStorage,
  thumbUrl: (key: string) => string,
): LineSheetProduct => {
  const priceCell = priceCellOf(row);
  const priced: PricedCell = {
    basePaise: toPaise(priceCell?.[4] ?? row.price),
    discount: row.discount,
    variantId: priceCell?.[0] ?? 0,
  };
  const start = Math.max(1, row.min_order_qty ?? 0);
  const price = priceForRetailer(priced, start, lists);
  const colors = new Map<number, string>();
  const sizes = new Map<number, string>();
  const cells: LineSheetCell[] = row.cells.map(([variantId, colorId, sizeId, stock, , color, size]) => {
    if (colorId !== null && color !== null) colors.set(colorId, color);
    if (sizeId !== null && size !== null) sizes.set(sizeId, size);
    const cell: LineSheetCell = {
      variantId,
      colorId,
      sizeId,
      availability: availabilityOf(stock, head.low_stock_below),
    };
    if (head.stock_display === 'exact') cell.stockLeft = stock;
    return cell;
  });
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    images: row.images.map((key) => ({ thumbUrl: thumbUrl(key), url: storage.url(key) })),
    colors: [...colors].map(([id, name]) => ({ id, name })),
    sizes: [...sizes].map(([id, name]) => ({ id, name })),
    cells,
    unitPrice: paiseToRupees(price.unitPaise),
    priceSource: price.priceSource,
    rungs: rungsOf(priced, start, lists),
    minOrderQty: row.min_order_qty,
    maxOrderQty: row.max_order_qty,
    orderMultiple: row.order_multiple,
    packs: row.packs,
  };
};

/**
 * The sheet as `retailerId` sees it today (product.md §17), read live: Active, undeleted products in
 * the sheet's order, each priced by the one rule (price-rule.ts) with that retailer's lists, and each
 * cell's availability as the sheet shows it. Nothing of another retailer is read.
 */
export const pricedSheet = async (
  q: Queryable,
  {
    lineSheetId,
    manufacturerId,
    retailerId,
  }: { lineSheetId: number; manufacturerId: number; retailerId: number },
  { clock, storage, thumbUrl }: { clock: Clock; storage: FileStorage; thumbUrl: (key: string) => string },
): Promise<PricedSheet | undefined> => {
  const [head] = await queryRows<SheetHead>(
    q,
    sql`select s.name, s.note, s.delivery_from::text as delivery_from, s.delivery_to::text as delivery_to,
        s.order_by::text as order_by, s.stock_display, s.low_stock_below,
        m.name as manufacturer_name, m.logo as manufacturer_logo
      from line_sheets s join manufacturers m on m.id = s.manufacturer_id
      where s.id = ${lineSheetId} and s.manufacturer_id = ${manufacturerId}`,
  );
  if (!head) return undefined;
  const rows = await queryRows<ProductRow>(
    q,
    sql`select p.id, p.name, p.sku, p.price, p.discount, p.min_order_qty, p.max_order_qty,
        p.order_multiple, p.packs, to_json(p.images) as images,
        coalesce((select json_agg(json_build_array(v.id, v.color_id, v.size_id, v.stock_qty, v.price, c.name, z.name)
            order by c.id nulls first, z.id nulls first, v.id)
          from product_variants v
          left join attribute_items c on c.id = v.color_id
          left join attribute_items z on z.id = v.size_id
          where v.product_id = p.id), '[]'::json) as cells
      from line_sheet_products sp
      join products p on p.id = sp.product_id and p.manufacturer_id = ${manufacturerId}
        and p.deleted_at is null and p.status = 'Active'
      where sp.line_sheet_id = ${lineSheetId}
      order by sp.seq`,
  );
  const listsOf = await loadApplicableLists(
    q,
    manufacturerId,
    retailerId,
    todayInIndia(clock()),
    rows.map((row) => row.id),
  );
  return {
    manufacturer: { name: head.manufacturer_name, logoUrl: storageUrl(storage, head.manufacturer_logo) },
    sheet: {
      name: head.name,
      note: head.note,
      deliveryFrom: head.delivery_from,
      deliveryTo: head.delivery_to,
      orderBy: head.order_by,
    },
    products: rows.map((row) => productOf(row, head, listsOf(row.id), storage, thumbUrl)),
  };
};
