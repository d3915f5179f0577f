import { type PriceList, type PriceListRow, priceRowsProblem } from '@apparel/contracts';

/**
 * A price list's rows as the grid edits them (product.md §15): a product, optionally one of its cells,
 * a unit price and a min qty (a rung), kept as typed until the save turns them into numbers.
 */
export interface PriceRowDraft {
  /** Stable across edits, so a row keeps its inputs when rows above it go. */
  key: string;
  productId: number | null;
  /** Null: every cell of the product. */
  variantId: number | null;
  price: string;
  minQty: string;
}

/** The grid's columns in order; arrows and a pasted block move across the typed ones. */
export const ROW_COLUMNS = ['product', 'cell', 'price', 'minQty'] as const;
export type RowColumn = (typeof ROW_COLUMNS)[number];
export const TYPED_COLUMNS = ['price', 'minQty'] as const satisfies readonly RowColumn[];
export type TypedColumn = (typeof TYPED_COLUMNS)[number];

let rowCount = 0;
/** A blank row: min qty 1, the first rung. */
export const newPriceRow = (): PriceRowDraft => {
  rowCount += 1;
  return { key: `row-${rowCount}`, productId: null, variantId: null, price: '', minQty: '1' };
};

/** The stored list's rows as drafts, in the list's order. */
export const draftsOf = (list?: Pick<PriceList, 'rows'>): PriceRowDraft[] =>
  (list?.rows ?? []).map((row) => ({
    ...newPriceRow(),
    productId: row.productId,
    variantId: row.variantId,
    price: String(row.price),
    minQty: String(row.minQty),
  }));

/** Spreadsheets copy "1,200.50" with its grouping and sometimes a rupee sign: both only decorate. */
const numberText = (text: string) => text.trim().replace(/[,₹\s]/g, '');

/** Whether a pasted or typed cell reads as a number (blank allowed: the save names what is missing). */
const isNumberText = (text: string) => text === '' || /^\d+(\.\d+)?$/.test(text);

export const PRICE_ROWS_MSG = {
  productMissing: (row: number) => `Row ${row}: choose a product`,
  pasteNotNumber: (row: number, column: number, text: string) =>
    `Row ${row}, column ${column} of the pasted block is not a number: "${text}"`,
  pasted: (count: number, leftOut: number) =>
    `Pasted ${count} cells${leftOut ? `; ${leftOut} outside the grid left out` : ''}`,
} as const;

/** Whether pasted text is a block (tabs or line breaks) rather than one value for one cell. */
export const isPastedBlock = (text: string) => /[\t\r\n]/.test(text.replace(/(\r?\n)+$/, ''));

export type RowsPaste =
  | { ok: true; rows: PriceRowDraft[]; pasted: number; leftOut: number }
  | { ok: false; message: string };

/**
 * A block copied from a spreadsheet laid over the rows from one typed cell, right and down (price
 * then min qty); what falls past the last row or column is left out and counted, as the stock grid does.
 */
export function pasteIntoRows(
  rows: PriceRowDraft[],
  text: string,
  at: { row: number; column: TypedColumn },
): RowsPaste {
  const lines = text.replace(/(\r?\n)+$/, '').split(/\r?\n/);
  const start = TYPED_COLUMNS.indexOf(at.column);
  const next = rows.map((row) => ({ ...row }));
  let pasted = 0;
  let leftOut = 0;
  for (const [r, line] of lines.entries()) {
    for (const [c, raw] of line.split('\t').entries()) {
      const value = numberText(raw);
      if (!isNumberText(value))
        return { ok: false, message: PRICE_ROWS_MSG.pasteNotNumber(r + 1, c + 1, raw.trim()) };
      const row = next[at.row + r];
      const column = TYPED_COLUMNS[start + c];
      if (!row || !column) {
        leftOut += 1;
        continue;
      }
      row[column] = value;
      pasted += 1;
    }
  }
  return { ok: true, rows: next, pasted, leftOut };
}

/** A typed number, or NaN for blank or text (the rule then names the row). */
const toNumber = (text: string) =>
  isNumberText(numberText(text)) && text.trim() ? Number(numberText(text)) : Number.NaN;

export type RowsResult = { ok: true; rows: PriceListRow[] } | { ok: false; message: string };

/** The rows as the save sends them, or the first row refused, named as the server names it. */
export function rowsOf(drafts: PriceRowDraft[]): RowsResult {
  const rows: PriceListRow[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (draft.productId === null) return { ok: false, message: PRICE_ROWS_MSG.productMissing(index + 1) };
    rows.push({
      productId: draft.productId,
      variantId: draft.variantId,
      price: toNumber(draft.price),
      minQty: toNumber(draft.minQty),
    });
  }
  const problem = priceRowsProblem(rows);
  return problem ? { ok: false, message: problem } : { ok: true, rows };
}
