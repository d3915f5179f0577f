/**
 * The dates the law accepts: a dispatch (its tax invoice) or a credit note is dated in the
 * current financial year (India's, April to March), at most a configured number of days back, and
 * never in the future. Dates are India calendar days, YYYY-MM-DD.
 */

/** How many days back a document may be dated unless the server is configured otherwise (DOCUMENT_BACKDATE_DAYS). */
export const DEFAULT_DOCUMENT_BACKDATE_DAYS = 7;

/** The first day (1 April) of the financial year of a YYYY-MM-DD date. */
export const financialYearStart = (date: string): string => {
  const year = Number(date.slice(0, 4));
  return `${Number(date.slice(5, 7)) >= 4 ? year : year - 1}-04-01`;
};

const daysBefore = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};

/** The dates a document issued `today` may carry, both ends inclusive. */
export const documentDateRange = (
  today: string,
  backdateDays: number = DEFAULT_DOCUMENT_BACKDATE_DAYS,
): { from: string; to: string } => {
  const back = daysBefore(today, backdateDays);
  const yearStart = financialYearStart(today);
  return { from: back > yearStart ? back : yearStart, to: today };
};

/** DD/MM/YYYY, as the screens print a day. */
const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The refusal of a date outside the range, naming it. */
export const documentDateMessage = ({ from, to }: { from: string; to: string }, backdateDays: number) =>
  `Date must be between ${printed(from)} and ${printed(to)}: in this financial year, at most ` +
  `${backdateDays} day${backdateDays === 1 ? '' : 's'} back and not in the future`;

/** The refusal for `date`, or null when it is in the range. */
export const documentDateProblem = (
  date: string,
  today: string,
  backdateDays: number = DEFAULT_DOCUMENT_BACKDATE_DAYS,
): string | null => {
  const range = documentDateRange(today, backdateDays);
  return date < range.from || date > range.to ? documentDateMessage(range, backdateDays) : null;
};
