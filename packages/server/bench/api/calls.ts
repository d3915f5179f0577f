/**
 * The calls `pnpm bench:api` measures, each declared once with its bare twin: a minimal Fastify + pg
 * handler doing the same work (verify the token, the same session check and SQL, the same JSON) with
 * no hooks, schemas, ORM or logging. A later area adds its calls here (and its seed, if it needs data).
 */
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { productListSql } from '../catalogue-statements';
import { BENCH_ORDERS, growCellOrders } from '../cell-orders-data';
import { growInvoices, invoiceListSql } from '../invoice-statements';
import { attributeListSql, retailerListSql } from '../list-statements';
import { orderListSql } from '../order-statements';
import { demoManufacturerId, growOrders } from '../orders-data';
import { BENCH_PRICED_RETAILER_ID, fiftyPricedLines, seedPriceLists } from '../price-lists-data';
import { searchStatements, usersStatement } from '../search-statements';
import {
  BENCH_PRODUCT_ID,
  BENCH_PRODUCTS,
  BENCH_RETAILER_ID,
  benchItems,
  pendingBenchOrders,
  seedBenchRetailer,
  seedVariantProducts,
} from '../variants-data';
import { bareOrderAccept, bareOrderCreate, bareOrderQuote } from './order-twins';
import { seedManufacturers } from './seed-manufacturers';

/** Who calls: the seeded accounts the harness logs in as (pass-login) before measuring. */
export const ACCOUNTS = {
  superAdmin: { identifier: 'admin@apparel.local', password: 'Admin@1234' },
  demoManufacturer: { identifier: 'demo@apparel.local', password: 'Demo@1234' },
} as const;

/** What a bare twin gets: the pool, and the token + session check every bare handler runs first. */
export type BareContext = {
  pool: pg.Pool;
  /** Verifies the bearer token (HS256, exp), runs the session query; throws (401/403) like the server. */
  caller(
    request: FastifyRequest,
    roles: readonly string[],
  ): Promise<{ id: number; manufacturerId: number | null }>;
};

export type BareHandler = (context: BareContext) => (request: FastifyRequest) => Promise<unknown>;

export type ApiCall = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /**
   * For a call that changes what it names (an accept): a fresh list of distinct paths for each
   * warm-up and round of each side, each requested once; `path` is then the route's pattern.
   */
  paths?: (pool: pg.Pool) => Promise<string[]>;
  body?: object;
  account: keyof typeof ACCOUNTS;
  /** Data the call needs beyond the seeded accounts and demo data; run once per distinct function. */
  seed?: (pool: pg.Pool) => Promise<void>;
  bare: BareHandler;
};

const PROFILE_SQL = `select u.name, u.email, u.mobile, u.role,
  m.name as manufacturer_name, m.address, m.city, m.state, m.gstin
  from users u left join manufacturers m on m.id = u.manufacturer_id where u.id = $1`;

const bareProfile: BareHandler =
  ({ pool, caller }) =>
  async (request) => {
    const { id } = await caller(request, ['SUPER_ADMIN', 'MANUFACTURER']);
    const [row] = (await pool.query(PROFILE_SQL, [id])).rows;
    return {
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      role: row.role,
      manufacturer:
        row.manufacturer_name === null
          ? null
          : {
              name: row.manufacturer_name,
              address: row.address,
              city: row.city,
              state: row.state,
              gstin: row.gstin,
            },
    };
  };

/** The server's own search statements (SQL built once per body, from the same query builders). */
const bareManufacturerSearch: BareHandler = ({ pool, caller }) => {
  const statementsByBody = new Map<string, ReturnType<typeof searchStatements>>();
  return async (request) => {
    await caller(request, ['SUPER_ADMIN']);
    const key = JSON.stringify(request.body ?? {});
    let statements = statementsByBody.get(key);
    if (!statements) {
      statements = searchStatements(pool, request.body ?? {});
      statementsByBody.set(key, statements);
    }
    const [page, counted] = await Promise.all([
      pool.query(statements.page.sql, statements.page.params),
      pool.query(statements.count.sql, statements.count.params),
    ]);
    const ids = page.rows.map((row) => row.id);
    const users = usersStatement(pool, ids);
    const owners = ids.length ? (await pool.query(users.sql, users.params)).rows : [];
    return {
      manufacturers: page.rows.map((row) => {
        const owner = owners.find((user) => user.manufacturer_id === row.id);
        return {
          id: row.id,
          name: row.name,
          description: row.description,
          address: row.address,
          state: row.state,
          city: row.city,
          gstin: row.gstin,
          logo: row.logo ? `/uploads/${row.logo}` : null,
          createdAt: row.created_at.toISOString(),
          user: owner ? { id: owner.id, name: owner.name, email: owner.email, mobile: owner.mobile } : null,
          subscription:
            row.start_date === null
              ? null
              : {
                  startDate: row.start_date,
                  endDate: row.end_date,
                  productLimit: row.product_limit,
                  retailerLimit: row.retailer_limit,
                  isActive: row.is_active,
                },
        };
      }),
      total: Number(counted.rows[0]?.count ?? 0),
      page: statements.query.page,
      pageSize: statements.query.pageSize,
    };
  };
};

const tenThousandManufacturers = (pool: pg.Pool) => seedManufacturers(pool, 1, 10_000);

export const CALLS: ApiCall[] = [
  {
    name: 'GET /api/auth/profile (manufacturer)',
    method: 'GET',
    path: '/api/auth/profile',
    account: 'demoManufacturer',
    bare: bareProfile,
  },
  {
    name: 'POST /api/admin/manufacturers/search, unfiltered (page 1 of 500)',
    method: 'POST',
    path: '/api/admin/manufacturers/search',
    body: {},
    account: 'superAdmin',
    seed: tenThousandManufacturers,
    bare: bareManufacturerSearch,
  },
  {
    name: 'POST /api/admin/manufacturers/search, name "lakshmi denim" (1% of rows)',
    method: 'POST',
    path: '/api/admin/manufacturers/search',
    body: { filter: { name: 'lakshmi denim' } },
    account: 'superAdmin',
    seed: tenThousandManufacturers,
    bare: bareManufacturerSearch,
  },
];

// ---- Catalogue (issue 9): the products list at 100,000 products ----

/** 100,000 products for the demo manufacturer (beside its 60 demo ones), then ANALYZE. */
const hundredThousandProducts = async (pool: pg.Pool) => {
  await pool.query(`
    insert into products (manufacturer_id, sku, name, admin_name, price, mrp, stock_qty, description, status, created_at)
    select u.manufacturer_id, 'BENCH-' || lpad(g::text, 6, '0'),
      (array['White','Black','Navy','Maroon','Olive'])[1 + g % 5] || ' ' ||
        (array['Crew Tee','Oxford Shirt','Slim Jeans','Linen Kurta','Maxi Dress','Denim Jacket','Block Print Kurta'])[1 + g % 7] || ' ' || g,
      'Lot ' || g, 199 + g % 50 * 20, 999, g % 500, 'Benchmark product',
      case when g % 10 = 0 then 'Inactive' else 'Active' end, now() - make_interval(mins => g)
    from generate_series(1, 100000) g, users u where u.email = 'demo@apparel.local'`);
  await pool.query('analyze products');
};

/** A tenant list's statements, built once per manufacturer and query string, as the server's are. */
const oncePerQuery = <Statements>(
  build: (manufacturerId: number, query: Record<string, string>) => Statements,
) => {
  const byQuery = new Map<string, Statements>();
  return (manufacturerId: number, request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, string>;
    const key = `${manufacturerId} ${JSON.stringify(query)}`;
    const statements = byQuery.get(key) ?? build(manufacturerId, query);
    byQuery.set(key, statements);
    return statements;
  };
};

/** The server's own list statements (from the same query builder). */
const bareProductList: BareHandler = ({ pool, caller }) => {
  const statementsOf = oncePerQuery((manufacturerId, query) => productListSql(pool, manufacturerId, query));
  return async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const statements = statementsOf(manufacturerId ?? 0, request);
    const [page, counted] = await Promise.all([
      pool.query(statements.page.sql, statements.page.params),
      pool.query(statements.count.sql, statements.count.params),
    ]);
    return {
      products: page.rows.map((row) => ({
        id: row.id,
        name: row.name,
        adminName: row.admin_name,
        sku: row.sku,
        price: Number(row.price),
        mrp: Number(row.mrp),
        stockQty: row.stock_qty,
        status: row.status,
        categoryId: row.category_id,
        images: row.image ? [`/uploads/${row.image}`] : [],
        createdAt: row.created_at.toISOString(),
      })),
      total: Number(counted.rows[0]?.count ?? 0),
      page: statements.query.page,
      pageSize: statements.query.pageSize,
    };
  };
};

CALLS.push(
  {
    name: 'GET /api/products, page 1 (20 newest of 100,060)',
    method: 'GET',
    path: '/api/products',
    account: 'demoManufacturer',
    seed: hundredThousandProducts,
    bare: bareProductList,
  },
  {
    name: 'GET /api/products?q=linen kurta (1 in 7 rows)',
    method: 'GET',
    path: '/api/products?q=linen%20kurta',
    account: 'demoManufacturer',
    seed: hundredThousandProducts,
    bare: bareProductList,
  },
);

// ---- Orders (issue 11): the orders list at 1,000,000 orders ----

/** The demo manufacturer's orders grown to 1,000,000 (packages/server/bench/orders-data.ts), rollups rebuilt. */
const millionOrders = async (pool: pg.Pool) => {
  const seconds = await growOrders(pool, await demoManufacturerId(pool), 1_000_000);
  console.log(`  1,000,000 orders loaded in ${seconds.toFixed(1)} s`);
};

/** The server's own page statement (from the same query builder). */
const bareOrderList: BareHandler = ({ pool, caller }) => {
  const statementsOf = oncePerQuery(orderListSql);
  return async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const statements = statementsOf(manufacturerId ?? 0, request);
    const { rows } = await pool.query(statements.page.sql, statements.page.params);
    const { pageSize, page } = statements.query;
    return {
      orders: rows.slice(0, pageSize).map((row) => ({
        id: row.id,
        status: row.status,
        totalAmount: Number(row.total_amount),
        createdAt: row.created_at.toISOString(),
        retailer: row.retailer_id === null ? null : { id: row.retailer_id, name: row.retailer_name },
      })),
      page,
      pageSize,
      hasNext: rows.length > pageSize,
    };
  };
};

CALLS.push({
  name: 'GET /api/orders, page 1 (20 newest of 1,000,000)',
  method: 'GET',
  path: '/api/orders',
  account: 'demoManufacturer',
  seed: millionOrders,
  bare: bareOrderList,
});

// ---- Lists (issue 21): retailers and an attribute list at 10,000 rows ----

/** 10,000 retailers, each with its RETAILER user and an ACCEPTED link to the demo manufacturer. */
const tenThousandRetailers = async (pool: pg.Pool) => {
  await pool.query(`
    with m as (select manufacturer_id as id from users where email = 'demo@apparel.local'),
    u as (
      insert into users (name, email, mobile, password_hash, role)
      select 'Bench Buyer ' || g, 'bench-buyer-' || g || '@retail.bench', (7000000000 + g)::text, 'unused', 'RETAILER'
      from generate_series(1, 10000) g returning id, name),
    r as (
      insert into retailers (user_id, created_by_manufacturer_id, name, address, state, city, outlet_name, outlet_addr, contact_person, type)
      select u.id, m.id, u.name || ' Traders', '1 Market Road', 'Gujarat',
        (array['Surat','Ahmedabad','Rajkot','Vadodara'])[1 + u.id % 4], u.name || ' Outlet', '2 Market Road', u.name, 'Retailer'
      from u, m returning id)
    insert into retailer_links (retailer_id, manufacturer_id, status, decided_at, created_at)
    select r.id, m.id, 'ACCEPTED', now(), now() - make_interval(mins => r.id) from r, m`);
  await pool.query('analyze users; analyze retailers; analyze retailer_links');
};

/** The server's own page and count statements; rows read by position, as Drizzle reads them. */
const bareRetailerList: BareHandler = ({ pool, caller }) => {
  const statementsOf = oncePerQuery((manufacturerId, query) => retailerListSql(pool, manufacturerId, query));
  return async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const statements = statementsOf(manufacturerId ?? 0, request);
    const [page, counted] = await Promise.all([
      pool.query({ text: statements.rows.sql, values: statements.rows.params, rowMode: 'array' }),
      pool.query(statements.count.sql, statements.count.params),
    ]);
    return {
      retailers: page.rows.map((row) => ({
        id: row[0],
        status: row[1],
        retailer: {
          id: row[2],
          name: row[3],
          address: row[4],
          state: row[5],
          city: row[6],
          gstin: row[7],
          outletName: row[8],
          outletAddr: row[9],
          contactPerson: row[10],
          type: row[11],
          user: { id: row[12], name: row[13], email: row[14], mobile: row[15] },
        },
      })),
      total: Number(counted.rows[0]?.count ?? 0),
      page: statements.page,
      pageSize: statements.pageSize,
    };
  };
};

/** 10,000 colors for the demo manufacturer. */
const tenThousandColors = async (pool: pg.Pool) => {
  await pool.query(`
    insert into attribute_items (manufacturer_id, type, name, description, is_active)
    select u.manufacturer_id, 'colors', 'Bench Shade ' || lpad(g::text, 5, '0'), 'A benchmark colour', g % 7 <> 0
    from generate_series(1, 10000) g, users u where u.email = 'demo@apparel.local'`);
  await pool.query('analyze attribute_items');
};

const bareColorList: BareHandler = ({ pool, caller }) => {
  const statementsOf = oncePerQuery((manufacturerId, query) => attributeListSql(pool, manufacturerId, query));
  return async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const statements = statementsOf(manufacturerId ?? 0, request);
    const [page, counted] = await Promise.all([
      pool.query({ text: statements.rows.sql, values: statements.rows.params, rowMode: 'array' }),
      pool.query(statements.count.sql, statements.count.params),
    ]);
    return {
      items: page.rows.map((row) => ({ id: row[0], name: row[1], description: row[2], isActive: row[3] })),
      total: Number(counted.rows[0]?.count ?? 0),
      page: statements.page,
      pageSize: statements.pageSize,
    };
  };
};

CALLS.push(
  {
    name: 'GET /api/manufacturer/retailers?page=1 (20 newest of 10,000)',
    method: 'GET',
    path: '/api/manufacturer/retailers?page=1',
    account: 'demoManufacturer',
    seed: tenThousandRetailers,
    bare: bareRetailerList,
  },
  {
    name: 'GET /api/manufacturer/retailers?page=1&q=surat (2,500 of 10,000)',
    method: 'GET',
    path: '/api/manufacturer/retailers?page=1&q=surat',
    account: 'demoManufacturer',
    seed: tenThousandRetailers,
    bare: bareRetailerList,
  },
  {
    name: 'GET /api/attr/colors?page=1 (20 of 10,000, A-Z)',
    method: 'GET',
    path: '/api/attr/colors?page=1',
    account: 'demoManufacturer',
    seed: tenThousandColors,
    bare: bareColorList,
  },
);

// ---- Variants (issue 18): 100,000 products x 24 cells, the list and the product detail ----

/**
 * How many bench products in 4 colours x 6 sizes (packages/server/bench/variants-data.ts): 100,000
 * (2,400,000 cells) unless BENCH_VARIANT_PRODUCTS says otherwise (1,000: the list's cost for a small
 * catalogue, which issue 18 bounds the large one's by).
 */
const VARIANT_PRODUCTS = Number(process.env.BENCH_VARIANT_PRODUCTS ?? BENCH_PRODUCTS);
const counted = (n: number) => n.toLocaleString('en-US');
const CELLS = `${counted(VARIANT_PRODUCTS * 24)} cells${BENCH_ORDERS ? `, ${counted(BENCH_ORDERS)} orders` : ''}`;

/**
 * The cells calls' data: the bench products and their cells, the bench retailer, and with
 * BENCH_ORDERS the demo manufacturer's orders on those cells grown to that many
 * (packages/server/bench/cell-orders-data.ts; 0 by default, which keeps the run's time).
 */
const variantScale = async (pool: pg.Pool) => {
  const seconds = await seedVariantProducts(pool, VARIANT_PRODUCTS);
  console.log(
    `  ${counted(VARIANT_PRODUCTS)} products with ${counted(VARIANT_PRODUCTS * 24)} cells loaded in ${seconds.toFixed(1)} s`,
  );
  await seedBenchRetailer(pool);
  if (!BENCH_ORDERS) return;
  const ordersSeconds = await growCellOrders(pool, BENCH_ORDERS, VARIANT_PRODUCTS);
  console.log(`  ${counted(BENCH_ORDERS)} orders on those cells loaded in ${ordersSeconds.toFixed(1)} s`);
};

const PRODUCT_SQL = `select p.*,
    case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category,
    case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as subcategory
  from products p left join categories c on c.id = p.category_id left join subcategories s on s.id = p.subcategory_id
  where p.id = $1 and p.manufacturer_id = $2 and p.deleted_at is null`;
const LINKS_SQL = `select type, id, name from attribute_items where id = any($1::integer[])
  order by case when type = 'sizes' then id end, lower(name), id`;
const CELLS_SQL = 'select id, size_id, color_id, sku, stock_qty from product_variants where product_id = $1';
const LIST_OF = {
  colors: ['productColors', 'colorId', 'color'],
  sizes: ['productSizes', 'sizeId', 'size'],
  brands: ['productBrands', 'brandId', 'brand'],
  fabrics: ['productFabrics', 'fabricId', 'fabric'],
  themes: ['productThemes', 'themeId', 'theme'],
  materials: ['productMaterials', 'materialId', 'material'],
  seasons: ['productSeasons', 'seasonId', 'season'],
} as const;

/** GET /products/{id}: the same three statements as `findProduct` and the same answer. */
const bareProductDetail: BareHandler =
  ({ pool, caller }) =>
  async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const id = Number((request.url.split('?')[0] as string).split('/').at(-1));
    const [p] = (await pool.query(PRODUCT_SQL, [id, manufacturerId])).rows;
    const links = (await pool.query(LINKS_SQL, [p.item_ids])).rows;
    const cells = (await pool.query(CELLS_SQL, [id])).rows;
    const lists: Record<string, object[]> = Object.fromEntries(
      Object.values(LIST_OF).map(([list]) => [list, []]),
    );
    for (const link of links) {
      const [list, idKey, item] = LIST_OF[link.type as keyof typeof LIST_OF];
      lists[list]?.push({ [idKey]: link.id, [item]: { id: link.id, name: link.name } });
    }
    const place = (type: string, itemId: number | null) =>
      links.filter((l) => l.type === type).findIndex((l) => l.id === itemId);
    cells.sort(
      (a, b) =>
        place('colors', a.color_id) - place('colors', b.color_id) ||
        place('sizes', a.size_id) - place('sizes', b.size_id),
    );
    return {
      id: p.id,
      name: p.name,
      adminName: p.admin_name,
      sku: p.sku,
      price: Number(p.price),
      mrp: Number(p.mrp),
      stockQty: p.stock_qty,
      description: p.description,
      fullDesc: p.full_desc,
      manufacturerId: p.manufacturer_id,
      categoryId: p.category_id,
      subcategoryId: p.subcategory_id,
      category: p.category,
      subcategory: p.subcategory,
      gender: p.gender,
      weight: p.weight === null ? null : Number(p.weight),
      len: p.len === null ? null : Number(p.len),
      minOrderQty: p.min_order_qty,
      maxOrderOty: p.max_order_qty,
      edm: p.edm,
      discount: p.discount,
      status: p.status,
      images: p.images.map((key: string) => `/uploads/${key}`),
      catalogUrl: p.catalog_key ? `/uploads/${p.catalog_key}` : null,
      videoUrl: p.video_key ? `/uploads/${p.video_key}` : null,
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
      ...lists,
      variants: cells.map((c) => ({
        id: c.id,
        sizeId: c.size_id,
        colorId: c.color_id,
        sku: c.sku,
        stockQty: c.stock_qty,
      })),
      packs: p.packs,
      orderMultiple: p.order_multiple,
    };
  };

CALLS.push(
  {
    name: `GET /api/products, page 1 (20 newest of ${counted(VARIANT_PRODUCTS + 60)}; ${CELLS})`,
    method: 'GET',
    path: '/api/products',
    account: 'demoManufacturer',
    seed: variantScale,
    bare: bareProductList,
  },
  {
    name: `GET /api/products/{id} (24 cells; ${CELLS} in the table)`,
    method: 'GET',
    path: `/api/products/${BENCH_PRODUCT_ID}`,
    account: 'demoManufacturer',
    seed: variantScale,
    bare: bareProductDetail,
  },
);

// ---- Variants (issue 18): order create and accept, each line on its cell ----

const { sizes: BENCH_SIZES, colors: BENCH_COLORS } = benchItems();

CALLS.push(
  {
    name: `POST /api/orders, 4 cells of one product (${CELLS})`,
    method: 'POST',
    path: '/api/orders',
    body: {
      retailerId: BENCH_RETAILER_ID,
      items: [0, 1, 2, 3].map((i) => ({
        productId: BENCH_PRODUCT_ID + 1,
        quantity: 1,
        sizeId: BENCH_SIZES[i],
        colorId: BENCH_COLORS[i],
      })),
    },
    account: 'demoManufacturer',
    seed: variantScale,
    bare: bareOrderCreate,
  },
  {
    name: `PATCH /api/orders/{id}/status ACCEPTED, one cell (${CELLS})`,
    method: 'PATCH',
    path: '/api/orders/:id/status',
    paths: async (pool) => (await pendingBenchOrders(pool, 4000)).map((id) => `/api/orders/${id}/status`),
    body: { status: 'ACCEPTED' },
    account: 'demoManufacturer',
    seed: variantScale,
    bare: bareOrderAccept,
  },
);

// ---- Price lists: order create and the quote of 50 lines, with and without lists ----

/** The cells data and the price lists: 1,000 retailers, 50 lists, 100,000 rows (packages/server/bench/price-lists-data.ts). */
const priceListScale = async (pool: pg.Pool) => {
  await variantScale(pool);
  const seconds = await seedPriceLists(pool);
  console.log(`  1,000 retailers, 50 price lists, 100,000 rows loaded in ${seconds.toFixed(1)} s`);
};
const LISTS = `1,000 retailers, 50 lists, 100,000 rows; ${CELLS}`;

CALLS.push(
  {
    name: `POST /api/orders, 50 lines, a retailer no list covers (${LISTS})`,
    method: 'POST',
    path: '/api/orders',
    body: { retailerId: BENCH_RETAILER_ID, items: fiftyPricedLines() },
    account: 'demoManufacturer',
    seed: priceListScale,
    bare: bareOrderCreate,
  },
  {
    name: `POST /api/orders, 50 lines, a Distributor with 3 lists of its own and its type's (${LISTS})`,
    method: 'POST',
    path: '/api/orders',
    body: { retailerId: BENCH_PRICED_RETAILER_ID, items: fiftyPricedLines() },
    account: 'demoManufacturer',
    seed: priceListScale,
    bare: bareOrderCreate,
  },
  {
    name: `POST /api/orders/quote, 50 lines, the same Distributor (${LISTS})`,
    method: 'POST',
    path: '/api/orders/quote',
    body: { retailerId: BENCH_PRICED_RETAILER_ID, items: fiftyPricedLines() },
    account: 'demoManufacturer',
    seed: priceListScale,
    bare: bareOrderQuote,
  },
);

// ---- Invoices (issue 19): the invoice list at 100,000 invoices ----

const hundredThousandInvoices = async (pool: pg.Pool) => {
  const seconds = await growInvoices(pool, await demoManufacturerId(pool), 100_000);
  console.log(`  100,000 invoices loaded in ${seconds.toFixed(1)} s`);
};

/** The server's own page statement (from the same query builder). */
const bareInvoiceList: BareHandler = ({ pool, caller }) => {
  const statementsOf = oncePerQuery(invoiceListSql);
  return async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const statements = statementsOf(manufacturerId ?? 0, request);
    const { rows } = await pool.query(statements.page.sql, statements.page.params);
    return {
      invoices: rows.slice(0, 20).map((row) => ({
        id: row.id,
        number: row.number,
        date: row.date,
        orderId: row.order_id,
        retailer: { id: row.retailer_id, name: row.retailer_name },
        taxableValue: Number(row.taxable_value),
        tax: Number(row.tax),
        total: Number(row.total),
      })),
      page: statements.query.page,
      pageSize: 20,
      hasNext: rows.length > 20,
    };
  };
};

CALLS.push({
  name: 'GET /api/invoices, page 1 (20 newest of 100,000)',
  method: 'GET',
  path: '/api/invoices',
  account: 'demoManufacturer',
  seed: hundredThousandInvoices,
  bare: bareInvoiceList,
});
