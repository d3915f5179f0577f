/**
 * GST arithmetic shared by the server (what an invoice stores) and the screens (what a form previews):
 * state codes, the financial year, the rate rule in force, each tax rounded per line, the rupee
 * round-off and the total in words. Money is integer paise; rates are basis points (5 % = 500).
 */
import { INDIAN_REGIONS } from './india';

/** The GST state code of each state and union territory, by name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  INDIAN_REGIONS.map((region) => [region.name, region.gstCode]),
);

const CODE_BY_LOWER_NAME = new Map(
  INDIAN_REGIONS.map((region) => [region.name.toLowerCase(), region.gstCode]),
);

/** The GST state code of a state name (any letter case), or null when it names no state or UT. */
export const gstStateCode = (state: string): string | null =>
  CODE_BY_LOWER_NAME.get(state.trim().toLowerCase()) ?? null;

/** The financial year (April to March) of a YYYY-MM-DD date as printed in document numbers: "26-27". */
export const financialYearOf = (date: string): string => {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const short = (y: number) => String(y % 100).padStart(2, '0');
  return `${short(start)}-${short(start + 1)}`;
};

/** A document number: prefix, financial year, four-digit sequence ("AK/26-27/0001"); at most 16 characters. */
export const documentNumber = (prefix: string, financialYear: string, sequence: number): string =>
  `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;

/** A rate rule as the arithmetic needs it (the database keeps these; see "Tax rates"). */
export type GstRateRule = {
  hsnPrefix: string;
  /** YYYY-MM-DD: the first day the rule applies. */
  effectiveFrom: string;
  /** YYYY-MM-DD: the last day it applies (a closed rule); null or absent: no end. */
  validTo?: string | null;
  /** Net value per piece, both ends inclusive; null = no upper end. */
  minUnitPaise: number;
  maxUnitPaise: number | null;
  rateBasisPoints: number;
};

/**
 * The rate for one line: among the rules in force on the date (from their effective date to their
 * valid-to date, if closed) whose HSN prefix the code starts with, the longest prefix;
 * within it the rule set in force on the date (the latest effective-from not after it); within that
 * the band holding the net value of one piece (after the line's discount). Null when none applies.
 */
export const gstRateFor = (
  rules: readonly GstRateRule[],
  hsn: string,
  date: string,
  netUnitPaise: number,
): GstRateRule | null => {
  const inForce = rules.filter(
    (rule) =>
      hsn.startsWith(rule.hsnPrefix) && rule.effectiveFrom <= date && (!rule.validTo || date <= rule.validTo),
  );
  const longest = Math.max(-1, ...inForce.map((rule) => rule.hsnPrefix.length));
  const ofPrefix = inForce.filter((rule) => rule.hsnPrefix.length === longest);
  const latest = ofPrefix
    .map((rule) => rule.effectiveFrom)
    .sort()
    .at(-1);
  return (
    ofPrefix.find(
      (rule) =>
        rule.effectiveFrom === latest &&
        rule.minUnitPaise <= netUnitPaise &&
        (rule.maxUnitPaise === null || netUnitPaise <= rule.maxUnitPaise),
    ) ?? null
  );
};

/** Half up to a whole number of paise: amount * numerator / denominator, all non-negative. */
const roundedShare = (amountPaise: number, numerator: number, denominator: number): number =>
  Number((BigInt(amountPaise) * BigInt(numerator) * 2n + BigInt(denominator)) / (2n * BigInt(denominator)));

/** Same state: half CGST, half SGST. Different states: IGST. */
export type TaxSplit = 'CGST_SGST' | 'IGST';

export type LineTax = { cgst: number; sgst: number; igst: number };

/** The tax of one line in paise, each amount rounded half up to the paisa as the invoice prints it. */
export const taxOfLine = (taxablePaise: number, rateBasisPoints: number, split: TaxSplit): LineTax => {
  if (split === 'IGST')
    return { cgst: 0, sgst: 0, igst: roundedShare(taxablePaise, rateBasisPoints, 10_000) };
  const half = roundedShare(taxablePaise, rateBasisPoints, 20_000);
  return { cgst: half, sgst: half, igst: 0 };
};

/** The split for a supplier's and a place of supply's state codes. */
export const taxSplitOf = (supplierStateCode: string, placeOfSupplyCode: string): TaxSplit =>
  supplierStateCode === placeOfSupplyCode ? 'CGST_SGST' : 'IGST';

/** The unit price before a percent discount, recovered from the stored net unit price (half up). */
export const grossUnitPaise = (netUnitPaise: number, discountPercent: number): number => {
  const basisPoints = Math.round(discountPercent * 100);
  if (basisPoints <= 0 || basisPoints >= 10_000) return netUnitPaise;
  return roundedShare(netUnitPaise, 10_000, 10_000 - basisPoints);
};

/** The invoice total rounded to the rupee (half up) and the round-off that takes it there, in paise. */
export const roundToRupee = (totalPaise: number): { total: number; roundOff: number } => {
  const sign = totalPaise < 0 ? -1 : 1;
  const total = sign * Math.floor((Math.abs(totalPaise) + 50) / 100) * 100;
  return { total, roundOff: total - totalPaise };
};

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string =>
  n < 20 ? (ONES[n] ?? '') : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join('-');

const belowThousand = (n: number): string =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');

/** Whole rupees in words in Indian numbering (crore, lakh, thousand, hundred). */
const indianWords = (n: number): string => {
  if (n >= 10_000_000) {
    const rest = n % 10_000_000;
    return [`${indianWords(Math.floor(n / 10_000_000))} Crore`, rest ? indianWords(rest) : '']
      .filter(Boolean)
      .join(' ');
  }
  const lakh = Math.floor(n / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  return [
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
};

/** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only" (paise added when not whole). */
export const rupeesInWords = (paise: number): string => {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const words = rupees === 0 ? 'Zero' : indianWords(rupees);
  return `Rupees ${words}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
};

/** One line to bill: what the arithmetic needs. */
export type TaxLineInput = {
  itemId: number;
  description: string;
  hsn: string;
  quantity: number;
  /** Per piece after the line's discount (the band is chosen on this). */
  netUnitPaise: number;
  /** Per piece before the discount. */
  grossUnitPaise: number;
  rateBasisPoints: number;
};

export type TaxedLine = TaxLineInput & {
  taxablePaise: number;
  discountPaise: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalPaise: number;
};

export type TaxedDocument = {
  lines: TaxedLine[];
  taxablePaise: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  totalPaise: number;
};

/** Taxes every line (rounded per line), then sums the printed figures and rounds the total to the rupee. */
export const taxDocument = (inputs: readonly TaxLineInput[], split: TaxSplit): TaxedDocument => {
  const lines = inputs.map((input): TaxedLine => {
    const taxablePaise = input.netUnitPaise * input.quantity;
    const discountPaise = Math.max(0, input.grossUnitPaise * input.quantity - taxablePaise);
    const tax = taxOfLine(taxablePaise, input.rateBasisPoints, split);
    return {
      ...input,
      taxablePaise,
      discountPaise,
      ...tax,
      totalPaise: taxablePaise + tax.cgst + tax.sgst + tax.igst,
    };
  });
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const { total, roundOff } = roundToRupee(sum((line) => line.totalPaise));
  return {
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    roundOff,
    totalPaise: total,
  };
};
