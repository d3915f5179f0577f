import { CURRENCY_SYMBOL } from '@apparel/contracts';

/** Prices with the rupee sign (SPEC 9): "₹499", "₹1299.50". */
export const formatRupees = (value: number) =>
  `${CURRENCY_SYMBOL}${Number.isInteger(value) ? value : value.toFixed(2)}`;
