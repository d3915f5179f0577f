import {
  formatPaise,
  nextRungFor,
  ORDER_ATTRIBUTE_KINDS,
  ORDER_MSG,
  type OrderAttributeKind,
  type OrderCreate,
  type OrderItemInput,
  orderQuantityProblem,
  priceForRetailer,
  productQuantities,
  toPaise,
  variantLabel,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { attributeItems, type OrderChoices, products, productVariants } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { badRequest } from '../../errors';
import type { ListsByProduct } from './retailer-price-lists';

/** attribute_items.type (plural) of each kind an order line may choose. */
const TYPE_OF_KIND: Record<OrderAttributeKind, string> = {
  color: 'colors',
  size: 'sizes',
  brand: 'brands',
  fabric: 'fabrics',
  theme: 'themes',
  material: 'materials',
  season: 'seasons',
};
const KIND_OF_TYPE = Object.fromEntries(Object.entries(TYPE_OF_KIND).map(([k, t]) => [t, k])) as Record<
  string,
  OrderAttributeKind
>;

/** A line ready to store: the product's name, the unit price the rule gives and what gave it, the chosen names. */
export type PricedOrderLine = {
  productId: number;
  productName: string;
  quantity: number;
  price: string;
  discount: string;
  choices: OrderChoices;
  /** The size x colour cell the line takes stock from, and its SKU. */
  variantId: number;
  sku: string;
  /** The list that priced the line (none: the product's own price) and the words stamped on it. */
  priceList: { id: number; name: string } | null;
  priceSource: string;
  /** The next cheaper rung ahead (for the quote): the product's total quantity and the unit price there. */
  nextRung: { minQty: number; unitPaise: number } | null;
};

type Orderable = {
  id: number;
  name: string;
  price: number;
  discount: { from: number; to: number; discount: number }[];
  minOrderQty: number | null;
  maxOrderQty: number | null;
  orderMultiple: number | null;
  options: Map<OrderAttributeKind, Map<number, string>>;
  /** Its cells by `colorId/sizeId` ('-' for none), each with its own base price (null: the product's). */
  cells: Map<string, { id: number; sku: string; price: string | null }>;
};

/** A product's options (id, attribute_items.type, name) by the order kind they answer. */
const optionsByKind = (options: [id: number, type: string, name: string][]) => {
  const byKind = new Map<OrderAttributeKind, Map<number, string>>();
  for (const [id, type, name] of options) {
    const kind = KIND_OF_TYPE[type];
    if (!kind) continue;
    if (!byKind.has(kind)) byKind.set(kind, new Map());
    byKind.get(kind)?.set(id, name);
  }
  return byKind;
};

const cellOf = (colorId: number | null | undefined, sizeId: number | null | undefined) =>
  `${colorId ?? '-'}/${sizeId ?? '-'}`;

/** The products the items name with their options, held FOR SHARE (loadOrderables; a quote holds nothing). */
export const orderablesSql = (manufacturerId: number, productIds: number[], hold = true) => sql`
    select p.id, p.name, p.price, p.discount, p.min_order_qty, p.max_order_qty, p.order_multiple,
      (select coalesce(json_agg(json_build_array(a.id, a.type, a.name)), '[]'::json)
       from ${attributeItems} a where a.id = any(p.item_ids)) as options
    from ${products} p
    where p.id in (select value::integer from json_array_elements_text(${JSON.stringify(productIds)}::json))
      and p.manufacturer_id = ${manufacturerId} and p.status = 'Active' and p.deleted_at is null
    order by p.id ${hold ? sql`for share of p` : sql``}`;

/** The cells the items name (product, colour, size), held FOR KEY SHARE in id order (loadOrderables; a quote holds nothing). */
export const heldCellsSql = (manufacturerId: number, items: OrderCreate['items'], hold = true) => {
  const named = items.map((item) => ({
    product_id: item.productId,
    color_id: item.colorId ?? null,
    size_id: item.sizeId ?? null,
  }));
  return sql`
    select v.product_id, v.id, v.sku, v.size_id, v.color_id, v.price
    from json_to_recordset(${JSON.stringify(named)}::json) as n(product_id integer, color_id integer, size_id integer)
    join ${productVariants} v on v.manufacturer_id = ${manufacturerId} and v.product_id = n.product_id
      and v.color_id is not distinct from n.color_id and v.size_id is not distinct from n.size_id
    order by v.id ${hold ? sql`for key share of v` : sql``}`;
};

/**
 * The manufacturer's active products the items name, each with its options per attribute kind (one
 * statement); the rows stay held (FOR SHARE, in id order like moveCellStock) until the order's
 * transaction ends. Then the cells the items name, held too (KEY SHARE, in id order like every cell
 * lock), so none can be removed before the order is stored; a cell removed just before is not seen,
 * and its line is refused as naming no cell.
 */
const loadOrderables = async (
  db: Transaction,
  manufacturerId: number,
  items: OrderCreate['items'],
  hold: boolean,
) => {
  const rows = await queryRows<{
    id: number;
    name: string;
    price: string | number;
    discount: Orderable['discount'];
    min_order_qty: number | null;
    max_order_qty: number | null;
    order_multiple: number | null;
    options: [id: number, type: string, name: string][];
  }>(
    db,
    orderablesSql(
      manufacturerId,
      items.map((item) => item.productId),
      hold,
    ),
  );
  const cells = await queryRows<{
    product_id: number;
    id: number;
    sku: string;
    size_id: number | null;
    color_id: number | null;
    price: string | null;
  }>(db, heldCellsSql(manufacturerId, items, hold));
  const byId = new Map<number, Orderable>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        discount: row.discount,
        minOrderQty: row.min_order_qty,
        maxOrderQty: row.max_order_qty,
        orderMultiple: row.order_multiple,
        options: optionsByKind(row.options),
        cells: new Map(),
      },
    ]),
  );
  for (const cell of cells)
    byId
      .get(cell.product_id)
      ?.cells.set(cellOf(cell.color_id, cell.size_id), { id: cell.id, sku: cell.sku, price: cell.price });
  return byId;
};

/** The chosen attributes of a line: each among the product's options, every offered kind chosen. */
const choicesOf = (product: Orderable, item: OrderItemInput): OrderChoices => {
  const choices: OrderChoices = {};
  for (const kind of ORDER_ATTRIBUTE_KINDS) {
    const chosenId = item[`${kind}Id`];
    const offered = product.options.get(kind);
    if (chosenId === undefined) {
      if (offered && offered.size > 0)
        throw badRequest(`${ORDER_MSG.selectAllAttributes}: choose a ${kind} for ${product.name}`);
      continue;
    }
    const name = offered?.get(chosenId);
    if (name === undefined) throw badRequest(`${product.name} has no ${kind} with id ${chosenId}`);
    choices[kind] = { id: chosenId, name };
  }
  return choices;
};

/** The contracts' quantity rule (min, max, multiple), the one the New order screen checks before Add. */
const assertQuantity = (product: Orderable, quantity: number) => {
  const problem = orderQuantityProblem(product, quantity);
  if (problem) throw badRequest(problem);
};

/**
 * Checks every line of an order the way the screen does (active product of this manufacturer, the
 * attributes, the quantity) and prices it with the contracts' rule (`priceForRetailer`: the cell's base
 * price, the retailer's lists, the Discount Rules), so the quote is what is stored; each line names the
 * cell (variant) its size and colour choose. `hold`: keep the products and cells locked (order create).
 */
export const priceOrderLines = async (
  db: Transaction,
  manufacturerId: number,
  items: OrderCreate['items'],
  listsOf: ListsByProduct,
  { hold = true }: { hold?: boolean } = {},
): Promise<PricedOrderLine[]> => {
  const orderables = await loadOrderables(db, manufacturerId, items, hold);
  // A product's tier and rungs are reached by its quantity over all its sizes and colours in the order.
  const tierQuantities = productQuantities(items);
  return items.map((item) => {
    const product = orderables.get(item.productId);
    if (!product) throw badRequest(`Product ${item.productId} is not one of your active products`);
    assertQuantity(product, item.quantity);
    const choices = choicesOf(product, item);
    const cell = product.cells.get(cellOf(choices.color?.id, choices.size?.id));
    if (!cell)
      throw badRequest(
        `${product.name} has no stock cell ${variantLabel({ colorName: choices.color?.name, sizeName: choices.size?.name })}`,
      );
    const priced = {
      basePaise: toPaise(cell.price ?? product.price),
      discount: product.discount,
      variantId: cell.id,
    };
    const quantity = tierQuantities.get(product.id) ?? item.quantity;
    const lists = listsOf(product.id);
    const line = priceForRetailer(priced, quantity, lists);
    return {
      productId: product.id,
      productName: product.name,
      quantity: item.quantity,
      price: formatPaise(line.unitPaise),
      discount: String(line.discountPercent),
      choices,
      variantId: cell.id,
      sku: cell.sku,
      priceList: line.priceList,
      priceSource: line.priceSource,
      nextRung: nextRungFor(priced, quantity, lists),
    };
  });
};
