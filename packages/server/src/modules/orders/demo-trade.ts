import {
  formatPaise,
  ORDER_ATTRIBUTE_KINDS,
  type OrderStatus,
  orderTotalPaise,
  priceLine,
  productQuantities,
  toPaise,
} from '@apparel/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  attributeItems,
  categories,
  type OrderChoices,
  orderItems,
  orders,
  products,
  retailerLinks,
  retailers,
  users,
} from '../../db/schema';
import { addDefaultVariants } from '../catalogue/default-variants';
import { rebuildRollups } from './order-rollups';

const DAY = 24 * 60 * 60 * 1000;
const ORDER_COUNT = 500;

/** A small deterministic random source, so every first start shows the same demo trade. */
const randomSource = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const RETAILERS = [
  ['Sharma Garments', 'Bengaluru', 'Karnataka', 'Retailer'],
  ['Kumar Textiles', 'Chennai', 'Tamil Nadu', 'Wholesaler'],
  ['Patel Fashion Hub', 'Ahmedabad', 'Gujarat', 'Retailer'],
  ['Singh Cloth House', 'Amritsar', 'Punjab', 'Distributor'],
  ['Reddy Apparel Mart', 'Hyderabad', 'Telangana', 'Retailer'],
  ['Iyer Silk Corner', 'Kochi', 'Kerala', 'Wholesaler'],
  // These three have asked for a link and wait for an answer.
  ['Gupta Style Point', 'Lucknow', 'Uttar Pradesh', 'Retailer'],
  ['Bose Trends', 'Kolkata', 'West Bengal', 'Retailer'],
  ['Naik Dress Studio', 'Panaji', 'Goa', 'Distributor'],
] as const;
const LINKED = 6;

const CATALOGUE = {
  sizes: ['S', 'M', 'L', 'XL'],
  colors: ['Indigo', 'White', 'Maroon'],
  // Name, SKU, price, stock, and the demo catalogue's category with its HSN code: every demo product
  // has a category (an export of the demo catalogue imports back unchanged) and an HSN code (it dispatches).
  products: [
    ['Classic Cotton Shirt', 'DEMO-SH-01', 899, 20_000, 'Shirts', '6205'],
    ['Slim Fit Denim Jeans', 'DEMO-JN-02', 1499, 15_000, 'Jeans', '6203'],
    ['Printed Kurta', 'DEMO-KU-03', 1199.5, 12_000, 'Kurtas', '6211'],
    ['Linen Trousers', 'DEMO-TR-04', 1349, 10_000, 'Jeans', '6203'],
    ['Polo T-Shirt', 'DEMO-PO-05', 649.99, 25_000, 'T-Shirts', '6109'],
  ],
} as const;
const DISCOUNTS = [
  { from: 10, to: 49, discount: 5 },
  { from: 50, to: 199, discount: 10 },
  { from: 200, to: 1000, discount: 15 },
];

/** The categories the trade's products sit in: the demo catalogue's, else made here (the trade alone). */
const demoCategories = async (tx: Transaction, manufacturerId: number): Promise<Map<string, number>> => {
  const wanted = [...new Set(CATALOGUE.products.map((product) => product[4]))];
  const found = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.manufacturerId, manufacturerId), inArray(categories.name, wanted)));
  const ids = new Map(found.map((row) => [row.name, row.id]));
  const missing = wanted.filter((name) => !ids.has(name));
  if (missing.length > 0) {
    const made = await tx
      .insert(categories)
      .values(missing.map((name) => ({ manufacturerId, name, description: `${name} of the demo trade` })))
      .returning({ id: categories.id, name: categories.name });
    for (const row of made) ids.set(row.name, row.id);
  }
  return ids;
};

/**
 * The demo trade's own five products (sizes and colors only, quantity discounts), added beside the demo
 * catalogue once: the orders are priced from them, and the walkthrough "Classic Cotton Shirt, M,
 * Indigo, 12 pieces: 5% off" works on a first look. Existing attribute items of the same name are reused.
 */
const demoCatalogue = async (tx: Transaction, manufacturerId: number) => {
  const [first] = CATALOGUE.products;
  const present = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.manufacturerId, manufacturerId), eq(products.sku, first[1])))
    .limit(1);
  if (present.length === 0) {
    const wanted = [
      ...CATALOGUE.sizes.map((name) => ({ manufacturerId, type: 'sizes', name })),
      ...CATALOGUE.colors.map((name) => ({ manufacturerId, type: 'colors', name })),
    ];
    await tx.insert(attributeItems).values(wanted).onConflictDoNothing();
    const items = await tx
      .select({ id: attributeItems.id })
      .from(attributeItems)
      .where(
        and(
          eq(attributeItems.manufacturerId, manufacturerId),
          sql`(${attributeItems.type}, lower(${attributeItems.name})) in (${sql.join(
            wanted.map((item) => sql`(${item.type}, ${item.name.toLowerCase()})`),
            sql`, `,
          )})`,
        ),
      );
    const categoryIds = await demoCategories(tx, manufacturerId);
    const created = await tx
      .insert(products)
      .values(
        CATALOGUE.products.map(([name, sku, price, stockQty, category, hsnCode]) => ({
          manufacturerId,
          categoryId: categoryIds.get(category) ?? null,
          hsnCode,
          name,
          adminName: name,
          sku,
          price,
          mrp: Math.round(price * 1.25),
          stockQty,
          description: `${name} from the demo catalogue.`,
          discount: DISCOUNTS,
          itemIds: items.map((item) => item.id),
        })),
      )
      .returning({ id: products.id });
    await addDefaultVariants(
      tx,
      created.map((row) => row.id),
      { spread: true },
    );
  }
  const rows = await tx
    .select({ id: products.id, name: products.name, price: products.price, discount: products.discount })
    .from(products)
    .where(
      and(
        eq(products.manufacturerId, manufacturerId),
        isNull(products.deletedAt),
        eq(products.status, 'Active'),
      ),
    )
    .limit(20);
  const options = await tx
    .select({
      productId: products.id,
      id: attributeItems.id,
      type: attributeItems.type,
      name: attributeItems.name,
    })
    .from(products)
    .innerJoin(attributeItems, sql`${attributeItems.id} = any(${products.itemIds})`)
    .where(
      inArray(
        products.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    options: ORDER_ATTRIBUTE_KINDS.map((kind) => ({
      kind,
      items: options.filter((o) => o.productId === row.id && o.type === `${kind}s`),
    })).filter((k) => k.items.length > 0),
  }));
};

/**
 * The demo manufacturer's trade on the embedded default: six linked retailers, three pending
 * requests and about 500 orders over the last 12 months in every status, priced by the contracts'
 * rule like real orders, with stock taken for the accepted ones and the dashboard's rollups built.
 */
export const insertDemoTrade = async (
  tx: Transaction,
  { manufacturerId, passwordHash, now }: { manufacturerId: number; passwordHash: string; now: Date },
) => {
  const random = randomSource(20_250_601);
  const retailerIds: number[] = [];
  for (const [index, [name, city, state, type]] of RETAILERS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        name: `${name.split(' ')[0]} Owner`,
        email: `retailer${index + 1}@demo-retail.example.com`,
        mobile: `96000001${String(index + 1).padStart(2, '0')}`,
        passwordHash,
        role: 'RETAILER',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const [retailer] = await tx
      .insert(retailers)
      .values({
        userId: user.id,
        createdByManufacturerId: index < LINKED ? manufacturerId : null,
        name,
        address: `${10 + index} Market Road`,
        state,
        city,
        outletName: `${name} Outlet`,
        outletAddr: `${20 + index} Market Road`,
        contactPerson: `${name.split(' ')[0]} Owner`,
        type,
      })
      .returning({ id: retailers.id });
    if (!retailer) continue;
    await tx.insert(retailerLinks).values({
      retailerId: retailer.id,
      manufacturerId,
      status: index < LINKED ? 'ACCEPTED' : 'PENDING',
      decidedAt: now,
    });
    if (index < LINKED) retailerIds.push(retailer.id);
  }
  const catalogue = await demoCatalogue(tx, manufacturerId);
  if (retailerIds.length === 0 || catalogue.length === 0) return;

  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const planned = Array.from({ length: ORDER_COUNT }, () => {
    const createdAt = new Date(now.getTime() - random() * 360 * DAY);
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const roll = random();
    // Recent orders are still waiting more often than old ones.
    const status: OrderStatus =
      roll < (ageDays < 14 ? 0.5 : 0.1) ? 'PENDING' : roll < 0.82 ? 'ACCEPTED' : 'REJECTED';
    const decidedAt =
      status === 'PENDING' ? null : new Date(createdAt.getTime() + (15 + random() * 2_880) * 60_000);
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const product = pick(catalogue);
      const quantity = pick([1, 2, 5, 8, 12, 20, 30, 60, 120]);
      const choices: OrderChoices = {};
      for (const { kind, items } of product.options) {
        const item = pick(items);
        choices[kind] = { id: item.id, name: item.name };
      }
      return { product, quantity, choices };
    });
    // Priced like real orders: a product's tier is reached by its quantity over the order's lines.
    const tiers = productQuantities(
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
    const priced = lines.map(({ product, quantity, choices }) => {
      const line = priceLine(product, quantity, tiers.get(product.id));
      return {
        productId: product.id,
        productName: product.name,
        quantity,
        price: formatPaise(line.unitPaise),
        discount: String(line.discount),
        choices,
      };
    });
    const total = orderTotalPaise(
      priced.map((line) => ({ unitPaise: toPaise(line.price), quantity: line.quantity })),
    );
    return { createdAt, status, decidedAt, retailerId: pick(retailerIds), lines: priced, total };
  });
  const inserted = await tx
    .insert(orders)
    .values(
      planned.map((o) => ({
        manufacturerId,
        retailerId: o.retailerId,
        status: o.status,
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
        acceptedAt: o.status === 'ACCEPTED' ? o.decidedAt : null,
        totalAmount: formatPaise(o.total),
      })),
    )
    .returning({ id: orders.id });
  await tx
    .insert(orderItems)
    .values(planned.flatMap((o, i) => o.lines.map((line) => ({ ...line, orderId: inserted[i]?.id ?? 0 }))));
  // Each line names its cell; accepted units leave their cells, and products keep the cells' sum.
  await tx.execute(sql`
    update order_items i set variant_id = v.id, sku = v.sku
    from orders o, product_variants v
    where o.id = i.order_id and o.manufacturer_id = ${manufacturerId} and v.product_id = i.product_id
      and v.size_id is not distinct from (i.choices -> 'size' ->> 'id')::integer
      and v.color_id is not distinct from (i.choices -> 'color' ->> 'id')::integer`);
  await tx.execute(sql`
    update product_variants v set stock_qty = greatest(v.stock_qty - s.units, 0)
    from (select i.variant_id, sum(i.quantity) as units from order_items i join orders o on o.id = i.order_id
          where o.manufacturer_id = ${manufacturerId} and o.status = 'ACCEPTED' group by i.variant_id) s
    where s.variant_id = v.id`);
  await tx.execute(sql`
    update products p set stock_qty = s.total
    from (select product_id, sum(stock_qty)::integer as total from product_variants
          where manufacturer_id = ${manufacturerId} group by product_id) s
    where s.product_id = p.id and p.stock_qty <> s.total`);
  await rebuildRollups(tx, manufacturerId);
};
