import { CURRENCY_SYMBOL } from './constants';
import { toPaise } from './pricing';

/** Indian digit grouping of whole rupees: the last three digits, then pairs (1,23,45,678). */
const groupIndian = (rupees: string): string => {
  if (rupees.length <= 3) return rupees;
  const head = rupees.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
};

/** The one money format on every screen and printed document: whole paise as "₹1,23,456.00" (rupee sign, Indian grouping, two decimals). */
export const formatPaiseAsRupees = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = groupIndian(String(Math.trunc(abs / 100)));
  return `${sign}${CURRENCY_SYMBOL}${rupees}.${String(abs % 100).padStart(2, '0')}`;
};

/** Rupees (a JSON number or numeric string from the API) in the one money format: 1350 -> "₹1,350.00". */
export const formatRupees = (amount: number | string): string => formatPaiseAsRupees(toPaise(amount));
