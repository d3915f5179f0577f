import { boundedText } from './fields';

/**
 * The 28 states and 8 union territories of India, as a State field offers them. A state is stored as
 * its name, so product.md's free-text field and rows written before the list keep fitting.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Every state and union territory, alphabetically: what a State picker lists. */
export const INDIAN_STATES_AND_UTS: readonly string[] = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES].sort(
  (a, b) => a.localeCompare(b),
);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '0') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

export const GSTIN_MESSAGES = {
  length: 'GSTIN must be 15 characters',
  format: 'GSTIN must look like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character',
  checkDigit: 'GSTIN check character does not match: please re-check the number',
} as const;

/** Why a GSTIN is not valid, or null when it is. Letters may be typed in lower case. */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!GSTIN_FORMAT.test(gstin)) return GSTIN_MESSAGES.format;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checkDigit;
  return null;
}

/**
 * An optional GSTIN (product.md keeps it optional): blank or absent is fine; a given one (any letter case)
 * must have the 15-character format and a matching check character, each with its own message.
 */
export const optionalGstin = () =>
  boundedText('code')
    .superRefine((value, ctx) => {
      const problem = value ? gstinProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .nullable();
