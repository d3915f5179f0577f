import { BUSINESS_TIME_ZONE, type LineSheetShare } from '@apparel/contracts';
import { printedDay } from '../line-sheet-texts';

const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "02/12/2026 10:42", India time. */
export const printedMoment = (iso: string) => INDIA_TIME.format(new Date(iso)).replace(',', '');

/** "opened 3 times, last 02/12/2026 10:42", or "not opened yet" (product.md §17, who looked). */
export const viewsText = ({ views, lastViewedAt }: Pick<LineSheetShare, 'views' | 'lastViewedAt'>) =>
  views === 0 || !lastViewedAt
    ? 'not opened yet'
    : `opened ${views} ${views === 1 ? 'time' : 'times'}, last ${printedMoment(lastViewedAt)}`;

/** The India day of `now`, YYYY-MM-DD. */
const indiaToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);

/** "Revoked 02/12/2026 10:42", "Expired 01/12/2026", "Opens until 31/12/2026" or "Open". */
export const linkStateText = (share: Pick<LineSheetShare, 'revokedAt' | 'expiresAt'>, now = new Date()) => {
  if (share.revokedAt) return `Revoked ${printedMoment(share.revokedAt)}`;
  if (share.expiresAt && share.expiresAt < indiaToday(now)) return `Expired ${printedDay(share.expiresAt)}`;
  if (share.expiresAt) return `Opens until ${printedDay(share.expiresAt)}`;
  return 'Open';
};

/** Whether the link still opens (it can be revoked). */
export const linkOpens = (share: Pick<LineSheetShare, 'revokedAt' | 'expiresAt'>, now = new Date()) =>
  !share.revokedAt && !(share.expiresAt && share.expiresAt < indiaToday(now));
