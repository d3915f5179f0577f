import { CURRENCY_SYMBOL, formatPaise, toPaise } from '@apparel/contracts';

/** The one money format: the rupee sign and two decimals, e.g. ₹1299.50. */
export const formatRupees = (amount: number) => `${CURRENCY_SYMBOL}${formatPaise(toPaise(amount))}`;
/** Whole paise as money, e.g. 129950 -> ₹1299.50. */
export const formatPaiseAsRupees = (paise: number) => `${CURRENCY_SYMBOL}${formatPaise(paise)}`;
