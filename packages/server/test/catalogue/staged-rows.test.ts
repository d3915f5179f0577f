import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyIn } from '../../src/db/copy-in';
import { queryRows } from '../../src/db/sql-rows';
import type { CheckedCsvRow } from '../../src/modules/catalogue/csv-read';
import { STAGED_ROWS, stagedRowLine } from '../../src/modules/catalogue/staged-rows';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * An import stages its checked rows with COPY (`staged-rows.ts`, `copy-in.ts`): every value must come
 * back exactly as it went in, whatever it holds: the delimiters and escapes of the COPY text format
 * (tab, newline, carriage return, backslash, `\N`, `\.`), an array literal's (quotes, commas, braces,
 * `NULL`, blanks), JSON's, and text beyond ASCII.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test?.database.close());

const TRICKY = [
  'tab\there',
  'new\nline and \r\n carriage',
  'back\\slash \\N \\t \\\\',
  '\\.',
  '"double" and \'single\' quotes',
  'NULL',
  '',
  '{braces}, commas, and "quotes" in {"a","b"}',
  'Kurta कुर्ता 👗 naïve e\u0301',
  ' spaces around ',
];

const checkedRow = (row: number, text: string): CheckedCsvRow => ({
  row,
  record: { sku: `SKU-${row}` },
  checked: {
    fields: {
      sku: `SKU\t${row}\\${text}`,
      name: text,
      adminName: `admin ${text}`,
      price: 1299.5,
      mrp: 1500,
      stockQty: 30,
      description: text,
      fullDesc: `<p>${text}</p>`,
      categoryId: 3,
      subcategoryId: null,
      gender: null,
      weight: 0.125,
      len: null,
      minOrderQty: 2,
      maxOrderQty: null,
      orderMultiple: null,
      edm: text,
      hsnCode: undefined,
      discount: [{ from: 10, to: 20, discount: 5 }],
      packs: [{ name: text, ratios: [{ sizeId: 1, qty: 2 }] }],
      status: 'ACTIVE',
    },
    itemIds: [4, 5],
    variants: [
      { size_id: 1, color_id: null, sku: text, default_sku: `D-${text}`, stock_qty: 10, price: '450.50' },
      { size_id: 2, color_id: 7, sku: null, default_sku: 'NULL', stock_qty: null, price: null },
      { size_id: null, color_id: 8, sku: '', default_sku: '"', stock_qty: 20, price: '0' },
    ],
  },
});

type Staged = Record<string, unknown>;
const readStaged = (importId: number) =>
  queryRows<Staged>(
    test.database.db,
    sql`select seq, row_no, sku, name, admin_name, price::text as price, mrp::text as mrp, stock_qty,
      description, full_desc, category_id, subcategory_id, gender, weight::text as weight, len, min_order_qty,
      max_order_qty, edm, discount, status, item_ids, order_multiple, packs, hsn_code, cell_size_ids,
      cell_color_ids, cell_skus, cell_default_skus, cell_stock
    from product_import_rows where import_id = ${importId} order by seq`,
  );

describe('staging an import by COPY', () => {
  it('stages every value exactly as checked: escapes, quotes, NULL-looking text, blanks and unicode', async () => {
    const importId = 9001;
    const rows = TRICKY.map((text, i) => checkedRow(i + 2, text));
    const lines = rows.map((item, i) => stagedRowLine(importId, i, item)).join('');
    await copyIn(test.database.db, STAGED_ROWS, lines);
    const staged = await readStaged(importId);
    expect(staged).toHaveLength(TRICKY.length);
    for (const [i, text] of TRICKY.entries())
      expect(staged[i]).toEqual({
        seq: i,
        row_no: i + 2,
        sku: `SKU\t${i + 2}\\${text}`,
        name: text,
        admin_name: `admin ${text}`,
        price: '1299.5',
        mrp: '1500',
        stock_qty: 30,
        description: text,
        full_desc: `<p>${text}</p>`,
        category_id: 3,
        subcategory_id: null,
        gender: null,
        weight: '0.125',
        len: null,
        min_order_qty: 2,
        max_order_qty: null,
        edm: text,
        discount: [{ from: 10, to: 20, discount: 5 }],
        status: 'ACTIVE',
        item_ids: [4, 5],
        order_multiple: null,
        packs: [{ name: text, ratios: [{ sizeId: 1, qty: 2 }] }],
        hsn_code: null,
        cell_size_ids: [1, 2, null],
        cell_color_ids: [null, 7, 8],
        cell_skus: [text, null, ''],
        cell_default_skus: [`D-${text}`, 'NULL', '"'],
        cell_stock: [10, null, 20],
      });
  });

  it('runs the prelude first, and a COPY that fails stages none of its lines', async () => {
    const importId = 9002;
    const good = stagedRowLine(importId, 0, checkedRow(2, 'fine'));
    // A second line numbered like the first breaks the primary key: the whole COPY fails.
    await expect(copyIn(test.database.db, STAGED_ROWS, `${good}${good}`)).rejects.toThrow();
    expect(await readStaged(importId)).toEqual([]);
    await copyIn(
      test.database.db,
      STAGED_ROWS,
      good,
      `delete from product_import_rows where import_id = ${importId}`,
    );
    await copyIn(
      test.database.db,
      STAGED_ROWS,
      good,
      `delete from product_import_rows where import_id = ${importId}`,
    );
    expect(await readStaged(importId)).toHaveLength(1);
  });
});
