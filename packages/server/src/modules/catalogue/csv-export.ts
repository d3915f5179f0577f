import { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@apparel/contracts';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { formatDiscount, LIST_SEPARATOR, neutraliseFormula } from './csv-format';
import { type ExportedCell, exportVariantCells } from './csv-variants';
import { type ProductFilters, productFilter, productFilterValues } from './product-search';

/** Products read per query while exporting (keyset pages by id, so memory stays flat). */
const EXPORT_PAGE_ROWS = 1000;

const money = (value: number | null) => (value === null ? '' : String(Number(value)));
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The attribute names of a product by type, joined with `|`, in one subquery. */
const attributeNames = sql<Record<string, string> | null>`(
  select json_object_agg(t.type, t.names) from (
    select ai.type, string_agg(ai.name, ${LIST_SEPARATOR} order by lower(ai.name)) as names
    from attribute_items ai
    where ai.id = any(${products.itemIds}) group by ai.type) t)`;

/** The cells of a page of products, with their size and colour names, by product id. */
const cellsOf = async (db: Database, productIds: number[]): Promise<Map<number, ExportedCell[]>> => {
  const rows = await queryRows<{
    product_id: number;
    size_id: number | null;
    color_id: number | null;
    sku: string;
    stock_qty: number;
    price: string | null;
    size_name: string | null;
    color_name: string | null;
  }>(
    db,
    sql`
    select v.product_id, v.size_id, v.color_id, v.sku, v.stock_qty, v.price::text as price,
      s.name as size_name, c.name as color_name
    from product_variants v
    left join attribute_items s on s.id = v.size_id
    left join attribute_items c on c.id = v.color_id
    where v.product_id in (select value::integer from json_array_elements_text(${JSON.stringify(productIds)}::json))`,
  );
  const byProduct = new Map<number, ExportedCell[]>();
  for (const r of rows) {
    const id = Number(r.product_id);
    const list = byProduct.get(id) ?? [];
    list.push({
      sizeId: r.size_id === null ? null : Number(r.size_id),
      colorId: r.color_id === null ? null : Number(r.color_id),
      sku: r.sku,
      stockQty: Number(r.stock_qty),
      price: r.price,
      sizeName: r.size_name,
      colorName: r.color_name,
    });
    byProduct.set(id, list);
  }
  return byProduct;
};

/** Every product matching the list's filters, as CSV records in the import's columns. */
async function* productRecords(db: Database, manufacturerId: number, query: ProductFilters) {
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        product: products,
        category: categories.name,
        subcategory: subcategories.name,
        attributes: attributeNames,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(and(productFilter(productFilterValues(manufacturerId, query), query), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(EXPORT_PAGE_ROWS);
    const cellsByProduct = await cellsOf(
      db,
      page.map((row) => row.product.id),
    );
    for (const { product: p, category, subcategory, attributes } of page) {
      const cells: Record<ProductCsvColumn, string> = {
        sku: p.sku,
        name: p.name,
        adminName: p.adminName,
        price: money(p.price),
        mrp: money(p.mrp),
        stockQty: text(p.stockQty),
        description: p.description,
        fullDesc: p.fullDesc,
        category: text(category),
        subcategory: text(subcategory),
        colors: attributes?.colors ?? '',
        sizes: attributes?.sizes ?? '',
        brands: attributes?.brands ?? '',
        fabrics: attributes?.fabrics ?? '',
        themes: attributes?.themes ?? '',
        materials: attributes?.materials ?? '',
        seasons: attributes?.seasons ?? '',
        gender: text(p.gender),
        edm: text(p.edm),
        hsnCode: text(p.hsnCode),
        status: p.status,
        weight: money(p.weight),
        len: money(p.len),
        minOrderQty: text(p.minOrderQty),
        maxOrderOty: text(p.maxOrderQty),
        discount: formatDiscount(p.discount),
        orderMultiple: text(p.orderMultiple),
        ...exportVariantCells(p.sku, cellsByProduct.get(p.id) ?? [], p.packs),
      };
      yield PRODUCT_CSV_COLUMNS.map((column) => neutraliseFormula(cells[column]));
    }
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_ROWS) return;
    after = last.product.id;
  }
}

/** GET /products/export: a CSV stream (header, then rows as the database yields them), never one big string. */
export const exportProductsCsv = (db: Database, manufacturerId: number, query: ProductFilters) =>
  Readable.from(productRecords(db, manufacturerId, query)).pipe(
    stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true }),
  );

/** GET /manufacturer/bulk-upload/template: the header and one example row. */
export const IMPORT_TEMPLATE_ROW: Record<ProductCsvColumn, string> = {
  sku: 'TSHIRT-001',
  name: 'Classic Cotton T-Shirt',
  adminName: 'Classic Tee (white)',
  price: '499',
  mrp: '799',
  stockQty: '120',
  description: 'Soft round-neck T-shirt in combed cotton.',
  fullDesc: '<p>Soft <strong>round-neck</strong> T-shirt in combed cotton.</p>',
  category: 'T-Shirts',
  subcategory: 'Round Neck',
  colors: 'White|Black',
  sizes: 'S|M|L',
  brands: '',
  fabrics: 'Cotton',
  themes: '',
  materials: '',
  seasons: 'Summer',
  gender: 'Unisex',
  edm: 'March',
  hsnCode: '6109',
  status: 'Active',
  weight: '0.2',
  len: '70',
  minOrderQty: '10',
  maxOrderOty: '500',
  discount: '10-49:5|50-500:10',
  orderMultiple: '6',
  variantStock: 'White/S=10|White/M=30|White/L=20|Black/S=10|Black/M=30|Black/L=20',
  variantSkus: 'White/S=TSHIRT-001-WHITE-S|Black/L=TSHIRT-001-BLK-L',
  variantPrices: 'White/L=529|Black/L=529',
  packs: 'Set A:S=1,M=2,L=1',
};

export const importTemplateCsv = (): Promise<string> =>
  new Promise((resolve, reject) =>
    stringify(
      [PRODUCT_CSV_COLUMNS.map((column) => neutraliseFormula(IMPORT_TEMPLATE_ROW[column]))],
      { header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true },
      (error, output) => (error ? reject(error) : resolve(output)),
    ),
  );
