import { MIN_PASSWORD } from './constants';
import { gstinProblem } from './india';
import { MSG } from './messages';
import * as z from './zod';

/**
 * Length caps by what a text means. Every text field takes one, so no input is unbounded and no
 * value can outgrow an index row. Multi-line kinds allow newline and tab; the rest refuse every
 * control character (NUL included).
 */
export const TEXT_LIMITS = {
  /** Names of people, companies, products, attribute items, outlets, contact persons. */
  name: { max: 120, multiline: false },
  /** City, state, type and similar labels. */
  label: { max: 80, multiline: false },
  /** Codes: SKU, GSTIN, identifiers a person types. */
  code: { max: 64, multiline: false },
  email: { max: 254, multiline: false },
  /** Email or mobile typed into the login box. */
  identifier: { max: 254, multiline: false },
  password: { max: 128, multiline: false },
  search: { max: 100, multiline: false },
  url: { max: 2048, multiline: false },
  address: { max: 500, multiline: true },
  description: { max: 2000, multiline: true },
  /** Sanitised HTML of the rich-text editor. */
  richText: { max: 100_000, multiline: true },
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: tab, newline and carriage return stay allowed
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text holds a control character its kind does not allow. */
export const hasControlCharacters = (value: string, kind: TextKind): boolean =>
  (TEXT_LIMITS[kind].multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);

/** Any string of this kind, bounded and free of control characters, not trimmed (passwords). */
export const boundedString = (kind: TextKind = 'name') =>
  z
    .string()
    .max(TEXT_LIMITS[kind].max, MSG.tooLong(TEXT_LIMITS[kind].max))
    .refine((v) => !hasControlCharacters(v, kind), MSG.controlCharacters);

/** Trimmed text of this kind, possibly empty: bounded and free of control characters. */
export const boundedText = (kind: TextKind) =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS[kind].max, MSG.tooLong(TEXT_LIMITS[kind].max))
    .refine((v) => !hasControlCharacters(v, kind), MSG.controlCharacters);

/** Field rules shared by several forms (product.md §5), each with its message. */
export const requiredText = (message: string = MSG.required, kind: TextKind = 'name') =>
  boundedText(kind).pipe(z.string().min(1, message));
export const optionalText = (kind: TextKind = 'name') => boundedText(kind).optional().nullable();
export const userEmail = () => requiredText(MSG.required, 'email').pipe(z.email(MSG.invalidEmail));
export const userMobile = () =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.code.max, MSG.mobileDigits)
    .regex(/^\d{10}$/, MSG.mobileDigits);
export const newUserPassword = () =>
  boundedString('password').pipe(z.string().min(MIN_PASSWORD, MSG.passwordTooShort));
/** On edit a blank password keeps the current one. */
export const keptUserPassword = () =>
  boundedString('password')
    .optional()
    .refine((v) => !v || v.length >= MIN_PASSWORD, MSG.passwordTooShort);

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A JSON number, never a boolean, array, string or null (z.coerce turned `true` into 1, `[[7]]` into 7
 * and "0x10" into 16). A missing value gets `message`; a value of the wrong type keeps zod's own words,
 * which the error handler turns into "<field> must be a number".
 */
const jsonNumber = (message: string | undefined) =>
  z.number({ error: (issue) => (issue.input === undefined ? message : undefined) });

/** Numbers as a form field, query parameter or CSV cell writes them: plain decimals, no hex or exponent. */
const DECIMAL_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const decimalTextToNumber = (value: unknown) =>
  typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
/** The same rule for a value that arrives as text (multipart field, query parameter, CSV cell). */
const fromText = <T extends z.ZodType>(schema: T) => z.preprocess(decimalTextToNumber, schema);

/** A record id in a JSON body: a positive 32-bit integer. */
export const dbId = (message = 'Must be a valid id') =>
  jsonNumber(message).int(message).positive(message).max(MAX_DB_ID, message);
/** A record id sent as text (a form field or query parameter); anything but decimal digits gets `message`. */
export const textDbId = (message = 'Must be a valid id') =>
  fromText(z.number(message).int(message).positive(message).max(MAX_DB_ID, message));

const intRules = (number: z.ZodNumber, min: number, max: number, message?: string) =>
  number
    .int(message ?? 'Must be a whole number')
    .min(min, message ?? `Must be at least ${min}`)
    .max(max, message ?? `Must be at most ${max}`);
/** A bounded whole number in a JSON body (counts, limits, quantities). */
export const boundedInt = (min: number, max: number = MAX_DB_ID, message?: string) =>
  intRules(jsonNumber(message), min, max, message);
/** A bounded whole number sent as text (a form field, query parameter or CSV cell). */
export const textInt = (min: number, max: number = MAX_DB_ID, message?: string) =>
  fromText(intRules(z.number(message ?? 'Must be a number'), min, max, message));
/** A bounded number with decimals sent as text (weights, lengths, percentages). */
export const textNumber = (min: number, max: number, message = 'Must be a number', rangeMessage?: string) =>
  fromText(
    z
      .number(message)
      .min(min, rangeMessage ?? (min === 0 ? 'Must not be negative' : `Must be at least ${min}`))
      .max(max, rangeMessage ?? `Must be at most ${max}`),
  );

/** Money as NUMERIC(12,2): at most 9,999,999,999.99 and two decimals (sent as text by the product form and CSV). */
export const MAX_MONEY = 9_999_999_999.99;
export const money = (message = 'Must be a number') =>
  fromText(
    z
      .number(message)
      .min(0, 'Must not be negative')
      .max(MAX_MONEY, `Must be at most ${MAX_MONEY}`)
      .refine(
        (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'At most 2 decimals',
      ),
  );

/**
 * A record id read from the path. Digits that name no possible record (0, negative, at or above
 * 2^31) become UNKNOWN_ID, which no row has, so the route answers its own 404 exactly as for an
 * unknown id (and the database never sees an out-of-range integer); anything else is a 400.
 */
export const UNKNOWN_ID = 0;
export const pathId = () =>
  z
    .string()
    .regex(/^-?\d{1,40}$/, 'Must be a valid id')
    .transform((v) => {
      const id = Number(v);
      return Number.isInteger(id) && id > 0 && id <= MAX_DB_ID ? id : UNKNOWN_ID;
    });
export const idParamSchema = z.object({ id: pathId() });
export type IdParam = z.infer<typeof idParamSchema>;

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
