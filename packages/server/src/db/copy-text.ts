/**
 * Values in PostgreSQL's COPY text format (what `COPY ... FROM` reads by default): fields split by a
 * tab, rows ended by a newline, `\N` for null, and a backslash, tab, newline or carriage return inside
 * a value written as a backslash sequence. The database reads it with less work than JSON: no JSON
 * parse, no record built from it per row.
 */

export const COPY_NULL = '\\N';

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES = /[\\\t\n\r]/g;

/** One text as a COPY field (never null). */
export const copyText = (text: string): string =>
  NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, (c) => ESCAPED[c] ?? c) : text;

/**
 * A scalar as a COPY field: null or undefined (and a number that is not finite, as JSON has it) as
 * `\N`, a number in its decimal form, a text escaped. The column's type reads it as its own input.
 */
export const copyValue = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return COPY_NULL;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : COPY_NULL;
  return copyText(value);
};

/** A value as a `json`/`jsonb` field (undefined as null). */
export const copyJson = (value: unknown): string =>
  value === undefined ? COPY_NULL : copyText(JSON.stringify(value));

const QUOTED_ESCAPE = /[\\"]/;
const QUOTED_ESCAPES = /[\\"]/g;

/** An element of an array literal: texts always quoted (so `NULL`, blanks, commas and braces stay text). */
const arrayElement = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return QUOTED_ESCAPE.test(value) ? `"${value.replace(QUOTED_ESCAPES, '\\$&')}"` : `"${value}"`;
};

/** An array as a one-dimensional array literal field (`{1,NULL,3}`, `{"a","b c"}`); null as `\N`. */
export const copyArray = <T>(
  items: readonly T[] | null | undefined,
  element: (item: T) => string | number | null | undefined,
): string => {
  if (!items) return COPY_NULL;
  let literal = '{';
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0) literal += ',';
    literal += arrayElement(element(items[i] as T));
  }
  return copyText(`${literal}}`);
};

/** One row: its fields, each already a COPY field, as a line. */
export const copyLine = (fields: readonly string[]): string => `${fields.join('\t')}\n`;
