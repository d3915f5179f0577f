/**
 * The quantity grid's arithmetic, apart from its screen: cell keys, totals, fills and a pasted
 * spreadsheet block. A grid's values are whole numbers keyed by cell; a missing key is an empty cell.
 */

/** One row (a colour) or column (a size): `name` goes into each cell's label ("Navy M stock"). */
export interface GridAxisItem {
  key: string;
  name: string;
  /** What the header shows when it differs from the name (a product without colours: "All colours"). */
  header?: string;
}

/** Quantities by cell key; an absent key is an empty cell. */
export type GridValues = Readonly<Record<string, number>>;

/** Most digits a cell takes (below a billion): a typo of extra zeros stops at the input. */
export const MAX_CELL_DIGITS = 9;

/** A cell's key from its row's and column's keys: for a product's grid, the contracts' `cellKey` ("color/size"). */
export const gridCellKey = (rowKey: string, columnKey: string) => `${rowKey}/${columnKey}`;

export const sumOf = (numbers: Iterable<number>) => {
  let sum = 0;
  for (const n of numbers) sum += n;
  return sum;
};

/** Row totals, column totals and the grand total of the cells the grid shows. */
export function gridTotals(rows: GridAxisItem[], columns: GridAxisItem[], values: GridValues) {
  const at = (r: GridAxisItem, c: GridAxisItem) => values[gridCellKey(r.key, c.key)] ?? 0;
  const rowTotals = rows.map((r) => sumOf(columns.map((c) => at(r, c))));
  const columnTotals = columns.map((c) => sumOf(rows.map((r) => at(r, c))));
  return { rowTotals, columnTotals, grandTotal: sumOf(rowTotals) };
}

/** The values with one cell set, or emptied when `value` is null. */
export function withCell(values: GridValues, key: string, value: number | null): GridValues {
  const { [key]: _, ...rest } = values;
  return value === null ? rest : { ...rest, [key]: value };
}

/** The values with every cell of `keys` set to `value` (null empties them). */
export const fillCells = (values: GridValues, keys: string[], value: number | null): GridValues =>
  keys.reduce((next, key) => withCell(next, key, value), values);

/** What a cell's text means: a whole number, empty (null), or not a quantity (undefined). */
export function parseCellText(text: string): number | null | undefined {
  // Spreadsheets copy "1,200" with its grouping; the grid counts pieces, so commas only group.
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed) || trimmed.length > MAX_CELL_DIGITS) return undefined;
  return Number(trimmed);
}

export type PastedBlock = { ok: true; block: (number | null)[][] } | { ok: false; message: string };

/** Whether pasted text is a block (tabs or line breaks) rather than one value for one cell. */
export const isBlock = (text: string) => /[\t\r\n]/.test(text.replace(/(\r?\n)+$/, ''));

/**
 * A tab-separated block copied from a spreadsheet: lines of cells, each a whole number or empty. A cell
 * that is neither refuses the whole block, naming its place ("Row 2, column 3 of the pasted block").
 */
export function parsePastedBlock(text: string): PastedBlock {
  const lines = text.replace(/(\r?\n)+$/, '').split(/\r?\n/);
  const block: (number | null)[][] = [];
  for (const [r, line] of lines.entries()) {
    const row: (number | null)[] = [];
    for (const [c, cell] of line.split('\t').entries()) {
      const value = parseCellText(cell);
      if (value === undefined)
        return {
          ok: false,
          message: `Row ${r + 1}, column ${c + 1} of the pasted block is not a whole number: "${cell.trim()}"`,
        };
      row.push(value);
    }
    block.push(row);
  }
  return { ok: true, block };
}

/**
 * Lays a pasted block over the grid from the cell at (row, column), right and down; what falls past
 * the grid's edge is left out and counted.
 */
export function pasteBlock(
  rows: GridAxisItem[],
  columns: GridAxisItem[],
  values: GridValues,
  block: (number | null)[][],
  at: { row: number; column: number },
) {
  let next = values;
  let pasted = 0;
  let leftOut = 0;
  for (const [r, line] of block.entries()) {
    for (const [c, value] of line.entries()) {
      const row = rows[at.row + r];
      const column = columns[at.column + c];
      if (!row || !column) {
        leftOut += 1;
        continue;
      }
      next = withCell(next, gridCellKey(row.key, column.key), value);
      pasted += 1;
    }
  }
  return { values: next, pasted, leftOut };
}
