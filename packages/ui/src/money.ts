import { CURRENCY_SYMBOL, toPaise } from '@apparel/contracts';

/** The one money format lives in the contracts, so printed invoices (server) read like the screens. */
export { formatPaiseAsRupees, formatRupees } from '@apparel/contracts';

/** Indian short units, largest first: crore (1,00,00,000 rupees), lakh (1,00,000), thousand. */
const SHORT_UNITS = [
  { paise: 1_00_00_000_00, suffix: 'Cr' },
  { paise: 1_00_000_00, suffix: 'L' },
  { paise: 1_000_00, suffix: 'K' },
] as const;

/**
 * Rupees in Indian short form for a chart axis, where the full figure would not fit: 2600000 ->
 * "₹26 L", 12000000 -> "₹1.2 Cr", 45000 -> "₹45 K", 750 -> "₹750". One decimal below 10 units.
 */
export const formatRupeesShort = (amount: number | string): string => {
  const paise = toPaise(amount);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const unit = SHORT_UNITS.find((u) => abs >= u.paise);
  if (!unit) return `${sign}${CURRENCY_SYMBOL}${Math.round(abs / 100)}`;
  // Tenths of the unit, in integers: 1.2 Cr is 12 tenths; from 10 units on, whole units.
  const tenths = Math.round((abs * 10) / unit.paise);
  const shown = tenths < 100 ? String(tenths / 10) : String(Math.round(abs / unit.paise));
  return `${sign}${CURRENCY_SYMBOL}${shown} ${unit.suffix}`;
};
