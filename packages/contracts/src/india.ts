/**
 * The 28 states and 8 union territories of India with their GST state codes (the GST portal's state
 * code table), in code order: the one list a State field offers and invoices take their codes from. A
 * state is stored as its name, so product.md's free-text field and rows written before the list keep fitting.
 */
export const INDIAN_REGIONS = [
  { name: 'Jammu and Kashmir', gstCode: '01', kind: 'union territory' },
  { name: 'Himachal Pradesh', gstCode: '02', kind: 'state' },
  { name: 'Punjab', gstCode: '03', kind: 'state' },
  { name: 'Chandigarh', gstCode: '04', kind: 'union territory' },
  { name: 'Uttarakhand', gstCode: '05', kind: 'state' },
  { name: 'Haryana', gstCode: '06', kind: 'state' },
  { name: 'Delhi', gstCode: '07', kind: 'union territory' },
  { name: 'Rajasthan', gstCode: '08', kind: 'state' },
  { name: 'Uttar Pradesh', gstCode: '09', kind: 'state' },
  { name: 'Bihar', gstCode: '10', kind: 'state' },
  { name: 'Sikkim', gstCode: '11', kind: 'state' },
  { name: 'Arunachal Pradesh', gstCode: '12', kind: 'state' },
  { name: 'Nagaland', gstCode: '13', kind: 'state' },
  { name: 'Manipur', gstCode: '14', kind: 'state' },
  { name: 'Mizoram', gstCode: '15', kind: 'state' },
  { name: 'Tripura', gstCode: '16', kind: 'state' },
  { name: 'Meghalaya', gstCode: '17', kind: 'state' },
  { name: 'Assam', gstCode: '18', kind: 'state' },
  { name: 'West Bengal', gstCode: '19', kind: 'state' },
  { name: 'Jharkhand', gstCode: '20', kind: 'state' },
  { name: 'Odisha', gstCode: '21', kind: 'state' },
  { name: 'Chhattisgarh', gstCode: '22', kind: 'state' },
  { name: 'Madhya Pradesh', gstCode: '23', kind: 'state' },
  { name: 'Gujarat', gstCode: '24', kind: 'state' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gstCode: '26', kind: 'union territory' },
  { name: 'Maharashtra', gstCode: '27', kind: 'state' },
  { name: 'Karnataka', gstCode: '29', kind: 'state' },
  { name: 'Goa', gstCode: '30', kind: 'state' },
  { name: 'Lakshadweep', gstCode: '31', kind: 'union territory' },
  { name: 'Kerala', gstCode: '32', kind: 'state' },
  { name: 'Tamil Nadu', gstCode: '33', kind: 'state' },
  { name: 'Puducherry', gstCode: '34', kind: 'union territory' },
  { name: 'Andaman and Nicobar Islands', gstCode: '35', kind: 'union territory' },
  { name: 'Telangana', gstCode: '36', kind: 'state' },
  { name: 'Andhra Pradesh', gstCode: '37', kind: 'state' },
  { name: 'Ladakh', gstCode: '38', kind: 'union territory' },
] as const satisfies readonly { name: string; gstCode: string; kind: 'state' | 'union territory' }[];

export type IndianRegion = (typeof INDIAN_REGIONS)[number];

/** Every state and union territory, alphabetically: what a State picker lists. */
export const INDIAN_STATES_AND_UTS: readonly string[] = INDIAN_REGIONS.map((region) => region.name).sort(
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

/** The GST code of a state or UT by name (any letter case), or null for a name not on the list. */
const gstCodeOfState = (state: string): string | null =>
  INDIAN_REGIONS.find((region) => region.name.toLowerCase() === state.trim().toLowerCase())?.gstCode ?? null;

/**
 * Why a GSTIN does not belong to the chosen state, or null: its first two digits are the GST code of the
 * state it was registered in, so a Maharashtra GSTIN (27…) on a Karnataka (29) party would put the wrong
 * place of supply, and so the wrong tax heads, on every invoice. A state off the list (rows kept from
 * product.md's free-text field) is not checked.
 */
export function gstinStateProblem(gstin: string, state: string): string | null {
  const code = gstCodeOfState(state);
  const prefix = gstin.trim().slice(0, 2);
  if (code === null || prefix === code) return null;
  const name = INDIAN_REGIONS.find((region) => region.gstCode === code)?.name ?? state;
  return `GSTIN ${prefix}… does not belong to ${name} (${code})`;
}

/**
 * Adds the state check to a form holding `state` and `gstin` (retailer, manufacturer, profile): the
 * issue sits on the GSTIN field. Only a GSTIN that is otherwise valid is compared (its own message first).
 */
export const gstinMatchesState = (
  value: { state?: unknown; gstin?: unknown },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
): void => {
  const { state, gstin } = value;
  if (typeof state !== 'string' || typeof gstin !== 'string' || !gstin.trim() || gstinProblem(gstin)) return;
  const problem = gstinStateProblem(gstin, state);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
};
