/**
 * Benchmark data for the catalogue: one manufacturer made through the API (super admin creates it and
 * its subscription; it creates its categories and attributes), and N product rows written twice, as the
 * import's CSV and as a CSV of the products table's own columns for COPY.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

export const ADMIN = { email: 'admin@apparel.local', password: 'Admin@1234' };
const OWNER_PASSWORD = 'Bench@1234';

const CATEGORIES = [
  'T-Shirts',
  'Shirts',
  'Jeans',
  'Kurtas',
  'Dresses',
  'Jackets',
  'Sarees',
  'Shorts',
  'Hoodies',
  'Skirts',
];
const SUBS = ['Classic', 'Slim', 'Relaxed'];
const COLORS = ['White', 'Black', 'Navy', 'Maroon', 'Olive', 'Mustard', 'Sky Blue', 'Coral'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const STYLES = [
  'Crew Tee',
  'Oxford Shirt',
  'Slim Jeans',
  'Block Print Kurta',
  'Maxi Dress',
  'Denim Jacket',
  'Linen Kurta',
];
const MONTHS = ['January', 'April', 'July', 'October'];
const GENDERS = ['Men', 'Women', 'Unisex', 'Kids'];

type Json = Record<string, unknown>;
const call = async (
  origin: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
) => {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const login = async (origin: string, identifier: string, password: string) =>
  (await call(origin, '/auth/pass-login', { method: 'POST', json: { identifier, password } }))
    .token as string;

export type BenchCatalogue = {
  manufacturerId: number;
  token: string;
  /** category name -> {id, subcategories name -> id} */
  categories: Map<string, { id: number; subs: Map<string, number> }>;
  /** attribute item name -> id (colors and sizes) */
  items: Map<string, number>;
};

/** A manufacturer with a 1,000,000-product subscription, 10 categories x 3 sub-categories, colors and sizes. */
export const createBenchManufacturer = async (origin: string, tag: string): Promise<BenchCatalogue> => {
  const admin = await login(origin, ADMIN.email, ADMIN.password);
  const email = `owner.${tag}@bench.example.com`;
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: `Bench Mills ${tag}`,
    description: 'Benchmark manufacturer',
    address: '1 Mill Road',
    state: 'Gujarat',
    city: 'Surat',
    'user[name]': 'Bench Owner',
    'user[email]': email,
    'user[mobile]': mobile,
    'user[password]': OWNER_PASSWORD,
  }))
    form.append(key, value);
  const manufacturer = await call(origin, '/admin/manufacturers', {
    method: 'POST',
    body: form,
    token: admin,
  });
  const manufacturerId = manufacturer.id as number;
  await call(origin, `/admin/manufacturer/${manufacturerId}/subscription`, {
    method: 'POST',
    token: admin,
    json: {
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      productLimit: 1_000_000,
      retailerLimit: 10,
      isActive: true,
    },
  });
  const token = await login(origin, email, OWNER_PASSWORD);
  const items = new Map<string, number>();
  for (const name of COLORS)
    items.set(
      name,
      (await call(origin, '/attr/colors', { method: 'POST', token, json: { name } })).id as number,
    );
  for (const name of SIZES)
    items.set(
      name,
      (await call(origin, '/attr/sizes', { method: 'POST', token, json: { name } })).id as number,
    );
  const categories = new Map<string, { id: number; subs: Map<string, number> }>();
  for (const name of CATEGORIES) {
    const category = await call(origin, '/attr/categories', { method: 'POST', token, json: { name } });
    const subs = new Map<string, number>();
    for (const sub of SUBS) {
      const created = await call(origin, '/attr/categories/subcategory', {
        method: 'POST',
        token,
        json: { categoryId: category.id, name: sub },
      });
      subs.set(sub, created.id as number);
    }
    categories.set(name, { id: category.id as number, subs });
  }
  return { manufacturerId, token, categories, items };
};

const IMPORT_HEADER =
  'sku,name,adminName,price,mrp,stockQty,description,fullDesc,category,subcategory,colors,sizes,gender,edm,status,discount,variantStock';
/** Each row's cells (issue 18): 4 colours x 5 sizes = 20, each holding i % 25. */
const ROW_COLORS = 4;
const ROW_SIZES = SIZES.slice(0, 5);
export const CELLS_PER_ROW = ROW_COLORS * ROW_SIZES.length;
const rowColors = (i: number) =>
  Array.from({ length: ROW_COLORS }, (_, k) => COLORS[(i + k) % COLORS.length] as string);
const COPY_COLUMNS =
  'manufacturer_id,sku,name,admin_name,price,mrp,stock_qty,description,full_desc,category_id,subcategory_id,gender,edm,status,discount,item_ids';

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Row i of the benchmark, as import cells. */
const rowCells = (i: number, skuPrefix: string) => {
  const style = STYLES[i % STYLES.length] as string;
  const color = COLORS[i % COLORS.length] as string;
  const price = 199 + (i % 50) * 20;
  return {
    sku: `${skuPrefix}-${String(i).padStart(6, '0')}`,
    name: `${color} ${style} ${i}`,
    adminName: `${style} lot ${i}`,
    price: `${price}.50`,
    mrp: String(price * 2),
    stockQty: String(CELLS_PER_ROW * (i % 25)),
    description: `${style} in ${color.toLowerCase()}, everyday fit.`,
    fullDesc: `<p>Soft <strong>${style}</strong> in ${color}.</p><ul><li>Machine wash</li></ul>`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    subcategory: SUBS[i % SUBS.length] as string,
    colors: rowColors(i).join('|'),
    sizes: ROW_SIZES.join('|'),
    gender: GENDERS[i % GENDERS.length] as string,
    edm: MONTHS[i % MONTHS.length] as string,
    status: i % 10 === 0 ? 'Inactive' : 'Active',
    discount: i % 3 === 0 ? '10-49:5|50-99:10' : '',
    variantStock: rowColors(i)
      .flatMap((c) => ROW_SIZES.map((size) => `${c}/${size}=${i % 25}`))
      .join('|'),
  };
};

const writeLines = async (path: string, header: string, count: number, line: (i: number) => string) => {
  const out = createWriteStream(path);
  out.write(`${header}\n`);
  for (let i = 1; i <= count; i += 1) {
    if (!out.write(`${line(i)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

/** The import CSV of `count` rows. */
export const writeImportCsv = (path: string, count: number, skuPrefix: string) =>
  writeLines(path, IMPORT_HEADER, count, (i) => {
    const cells = rowCells(i, skuPrefix) as Record<string, string>;
    return IMPORT_HEADER.split(',')
      .map((column) => quote(cells[column] ?? ''))
      .join(',');
  });

/** The same rows as the products table's columns, for COPY (ids resolved as the import would). */
export const writeCopyCsv = (path: string, count: number, skuPrefix: string, catalogue: BenchCatalogue) =>
  writeLines(path, COPY_COLUMNS, count, (i) => {
    const c = rowCells(i, skuPrefix);
    const category = catalogue.categories.get(c.category);
    const discount = c.discount
      ? JSON.stringify([
          { from: 10, to: 49, discount: 5 },
          { from: 50, to: 99, discount: 10 },
        ])
      : '[]';
    return [
      String(catalogue.manufacturerId),
      c.sku,
      c.name,
      c.adminName,
      c.price,
      c.mrp,
      c.stockQty,
      c.description,
      c.fullDesc,
      String(category?.id),
      String(category?.subs.get(c.subcategory)),
      c.gender,
      c.edm,
      c.status,
      discount,
      `{${[...c.colors.split('|'), ...c.sizes.split('|')].map((name) => catalogue.items.get(name)).join(',')}}`,
    ]
      .map(quote)
      .join(',');
  });

export const COPY_SQL = (path: string) =>
  `copy products (${COPY_COLUMNS}) from '${path}' with (format csv, header true)`;

const VARIANT_COPY_COLUMNS = 'manufacturer_id,product_id,size_id,color_id,sku,stock_qty';

/**
 * The same rows' cells as the product_variants table's columns, for COPY after the products' COPY
 * (row i is product `firstProductId + i - 1`), with the default SKUs the import gives them.
 */
export const writeVariantCopyCsv = (
  path: string,
  count: number,
  skuPrefix: string,
  catalogue: BenchCatalogue,
  firstProductId: number,
) =>
  writeLines(path, VARIANT_COPY_COLUMNS, count, (i) => {
    const c = rowCells(i, skuPrefix);
    return rowColors(i)
      .flatMap((color) =>
        ROW_SIZES.map((size) =>
          [
            catalogue.manufacturerId,
            firstProductId + i - 1,
            catalogue.items.get(size),
            catalogue.items.get(color),
            quote(`${c.sku}-${color.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}-${size}`),
            i % 25,
          ].join(','),
        ),
      )
      .join('\n');
  });

export const VARIANT_COPY_SQL = (path: string) =>
  `copy product_variants (${VARIANT_COPY_COLUMNS}) from '${path}' with (format csv, header true)`;
