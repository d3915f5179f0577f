import fc from 'fast-check';
import { z } from 'zod';
import { encodeUri } from './encode-uri';

/** JSON Schema as zod's toJSONSchema writes it (only the parts the generator reads). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** The input side of a route's zod schema as JSON Schema (refinements and transforms are left out). */
export const jsonSchemaOf = (schema: unknown): JsonSchema | undefined => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined; // e.g. a recursive schema: the route is fuzzed with any JSON instead
  }
};

const stringFor = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) {
    const max = s.maxLength ?? 64;
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= max);
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
};

/** Values that fit the schema's shape (types, enums, lengths, ranges, patterns). */
export const valueFor = (s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!s || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((part) => valueFor(part, depth + 1)));
  if (s.allOf?.[0]) return valueFor(s.allOf[0], depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valueFor({ ...s, type }, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1e6, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1e6, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(s.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, part]) => [key, valueFor(part, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** What an attacker types: control characters, huge text, numbers past 32 and 53 bits, wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'Kanchi\u0000Silk',
    '\u0007\u001b[31m\u007f',
    'line\nbreak\ttab\r',
    'x'.repeat(3_000),
    'é'.repeat(70_000),
    '\ud800',
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1,
    0,
    1.5,
    -0.001,
    '2147483648',
    '9007199254740993',
    '',
    '   ',
    null,
    true,
    false,
    [],
    {},
    [1, 'a'],
    { $gt: '' },
    { __proto__: { admin: true } },
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../../etc/passwd',
    '%00',
    '2026-02-30',
    '99999-12-31',
    '0x10',
    [[7]],
    '1e3',
  ),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.integer(),
  fc.double(),
);

/** The leaf paths of a JSON value (keys of objects, indexes of arrays). */
const pathsOf = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
};

const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

const setAt = (
  root: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) => {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) change(parent, last);
};

export type Mutation = 'none' | 'replace' | 'delete' | 'extra' | 'whole';

/** A valid-shaped value with one hostile change: a field replaced, removed or added, or the whole value. */
export const mutated = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ value: unknown; mutation: Mutation }> =>
  fc
    .tuple(
      valid,
      fc.constantFrom<Mutation>('none', 'replace', 'replace', 'replace', 'delete', 'extra', 'whole'),
      fc.nat(),
      hostileValue,
    )
    .map(([base, mutation, pick, hostile]) => {
      const value = clone(base);
      const paths = pathsOf(value);
      const path = paths.length > 0 ? paths[pick % paths.length] : undefined;
      if (mutation === 'whole' || ((mutation === 'replace' || mutation === 'delete') && !path)) {
        return { value: hostile, mutation: 'whole' as Mutation };
      }
      if (mutation === 'replace' && path)
        setAt(value, path, (parent, key) => {
          parent[key] = hostile;
        });
      if (mutation === 'delete' && path)
        setAt(value, path, (parent, key) => {
          delete parent[key];
        });
      if (mutation === 'extra' && value && typeof value === 'object')
        (value as Record<string, unknown>).unexpected = hostile;
      return { value, mutation };
    });

/** Bodies that are not JSON at all, or JSON of the wrong kind. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'null',
    '[]',
    '"text"',
    '1e999',
    '{"a":1,"a":2}',
    'NaN',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '',
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
);

/** Names a multipart form might use, so part of the malformed forms reach the form's own checks. */
const FORM_FIELDS = [
  'name',
  'description',
  'address',
  'state',
  'city',
  'gstin',
  'user[name]',
  'user[email]',
  'user[mobile]',
  'user[password]',
  'title',
  'price',
  'file',
  'logo',
  'files',
];

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A multipart body and its content type: well formed with hostile values, or broken in one of the usual ways. */
export const multipartBody: fc.Arbitrary<{ contentType: string; payload: Buffer }> = fc
  .tuple(
    fc.constantFrom(
      'fields',
      'no-boundary',
      'truncated',
      'bad-header',
      'wrong-boundary',
      'empty',
      'huge-header',
    ),
    fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string({ maxLength: 12 })), hostileValue),
      { maxLength: 6 },
    ),
    fc.uint8Array({ maxLength: 64 }),
  )
  .map(([kind, fields, bytes]) => {
    const boundary = 'FuzzBoundary7MA4YWxk';
    const parts = fields.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${text(value)}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
    const whole = Buffer.concat([
      Buffer.from(parts.join('') + file),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    switch (kind) {
      case 'no-boundary':
        return { contentType: 'multipart/form-data', payload: whole };
      case 'truncated':
        return {
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: whole.subarray(0, Math.max(1, whole.length - 20)),
        };
      case 'bad-header':
        return {
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`),
        };
      case 'wrong-boundary':
        return { contentType: 'multipart/form-data; boundary=other', payload: whole };
      case 'empty':
        return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.alloc(0) };
      case 'huge-header':
        return {
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(20_000)}"\r\n\r\nx\r\n--${boundary}--\r\n`,
          ),
        };
      default:
        return { contentType: `multipart/form-data; boundary=${boundary}`, payload: whole };
    }
  });

/** A path parameter: a real-looking id, or one past 32 or 53 bits, negative, fractional or not a number. */
export const pathParam = (schema: JsonSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '1',
      '2',
      '2147483647',
      '2147483648',
      '9007199254740993',
      '99999999999999999999999',
      '0',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '%00',
      '%2e%2e',
      '%c0%ae',
      'x'.repeat(300),
    ),
    (schema ? valueFor(schema).map(text) : fc.string({ maxLength: 12 })).map(encodeUri),
    fc.string({ maxLength: 12 }).map(encodeUri),
  );
