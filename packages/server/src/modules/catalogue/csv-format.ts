import type { DiscountRule } from '@apparel/contracts';

/** Lists in a cell (attribute names, discount rules) are separated by `|`. */
export const LIST_SEPARATOR = '|';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first, or their full-width forms
 * ＝ ＋ － ＠, which spreadsheets in East Asian locales read as the same) gets a leading apostrophe,
 * which spreadsheets show as text. The import removes it again, so an export re-imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
export const neutraliseFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const restoreNeutralised = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** The parts of a list cell, trimmed, blanks left out (a blank cell, as most are, allocates nothing). */
export const splitList = (cell: string | undefined): string[] =>
  cell
    ? cell
        .split(LIST_SEPARATOR)
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [];

/** `1-10:5|11-50:7.5` for [{from 1, to 10, discount 5}, {from 11, to 50, discount 7.5}]. */
export const formatDiscount = (rules: readonly DiscountRule[]): string =>
  rules.map((r) => `${r.from}-${r.to}:${r.discount}`).join(LIST_SEPARATOR);

const RULE = /^(\d+)\s*-\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)$/;

/** The rules of a `discount` cell, or the error to show for it. */
export const parseDiscountCell = (
  cell: string | undefined,
): { rules: { from: number; to: number; discount: number }[] } | { error: string } => {
  const rules = [];
  for (const part of splitList(cell)) {
    const match = RULE.exec(part);
    if (!match) return { error: `"${part}" is not a rule; write from-to:percent, e.g. 10-49:5` };
    rules.push({ from: Number(match[1]), to: Number(match[2]), discount: Number(match[3]) });
  }
  return { rules };
};
