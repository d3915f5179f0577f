/** DD/MM/YYYY for a day the API answers as YYYY-MM-DD (an India calendar day; product.md §9). */
export const printedDay = (day: string | null | undefined): string | null =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : null;

/** "01/03/2027 – 31/03/2027", one end alone when the other is open, null when neither is set. */
export const printedWindow = (
  from: string | null | undefined,
  to: string | null | undefined,
): string | null => {
  const start = printedDay(from);
  const end = printedDay(to);
  if (start && end) return `${start} – ${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return null;
};
