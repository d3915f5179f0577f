import { formatPaise, orderTotalPaise, toPaise } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import type { PricedOrderLine } from './order-lines';

/**
 * A PENDING order and its lines in one statement: the lines travel as one JSON parameter (read as
 * `order_items` rows, so each price is the stored NUMERIC), each with the list that priced it and why
 * (copies: a list edited or deleted later leaves the line as it was), with the total of the contracts' rule
 * (`orderTotalPaise`: unit price times quantity in integer paise). Line ids follow the lines' order.
 */
export const insertOrder = async (tx: Transaction, order: NewOrder): Promise<{ id: number }> => {
  const [inserted] = await queryRows<{ id: number }>(tx, insertOrderSql(order));
  if (!inserted) throw new Error('The order was not created');
  return inserted;
};

type NewOrder = {
  manufacturerId: number;
  retailerId: number;
  createdAt: Date;
  lines: Omit<PricedOrderLine, 'nextRung'>[];
};

/** The statement of insertOrder. */
export const insertOrderSql = (order: NewOrder) => {
  const lines = order.lines.map((line) => ({
    product_id: line.productId,
    product_name: line.productName,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    choices: line.choices,
    variant_id: line.variantId,
    sku: line.sku,
    price_list_id: line.priceList?.id ?? null,
    price_list_name: line.priceList?.name ?? null,
    price_source: line.priceSource,
  }));
  const total = formatPaise(
    orderTotalPaise(order.lines.map((line) => ({ unitPaise: toPaise(line.price), quantity: line.quantity }))),
  );
  return sql`
    with line as (
      select * from json_populate_recordset(null::order_items, ${JSON.stringify(lines)}::json) with ordinality),
    made as (
      insert into orders (manufacturer_id, retailer_id, created_at, total_amount)
      values (${order.manufacturerId}, ${order.retailerId}, ${order.createdAt.toISOString()}::timestamptz,
              ${total}::numeric)
      returning id),
    stored as (
      insert into order_items (order_id, product_id, product_name, quantity, price, discount, choices, variant_id, sku,
                               price_list_id, price_list_name, price_source)
      select made.id, line.product_id, line.product_name, line.quantity, line.price, line.discount, line.choices,
             line.variant_id, line.sku, line.price_list_id, line.price_list_name, line.price_source
      from made cross join line order by line.ordinality)
    select id from made`;
};
