import { todayInIndia } from '@apparel/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month an accountant files now: the one before today's (India time), YYYY-MM. */
export const lastMonth = (today: string = todayInIndia()): string => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
};

/** The financial-year quarter (YYYY-Qn, YYYY the year its April falls in) holding a YYYY-MM month. */
export const quarterOf = (month: string): string => {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m >= 4 ? `${year}-Q${Math.floor((m - 4) / 3) + 1}` : `${year - 1}-Q4`;
};

const QUARTER_MONTHS = ['Apr–Jun', 'Jul–Sep', 'Oct–Dec', 'Jan–Mar'];

/** "Oct–Dec 2026 (2026-Q3)": how a quarter reads in the picker. */
export const quarterLabel = (quarter: string): string => {
  const year = Number(quarter.slice(0, 4));
  const n = Number(quarter.slice(6));
  return `${QUARTER_MONTHS[n - 1]} ${n === 4 ? year + 1 : year} (${quarter})`;
};

/** The last `count` quarters up to the one holding `month`, newest first. */
export const recentQuarters = (month: string, count = 8): string[] => {
  const out: string[] = [];
  let [year, n] = quarterOf(month).split('-Q').map(Number) as [number, number];
  for (let i = 0; i < count; i++) {
    out.push(`${year}-Q${n}`);
    n -= 1;
    if (n === 0) {
      n = 4;
      year -= 1;
    }
  }
  return out;
};
