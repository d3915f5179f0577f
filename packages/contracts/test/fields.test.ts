import { describe, expect, it } from 'vitest';
import {
  boundedInt,
  dbId,
  idParamSchema,
  MAX_DB_ID,
  MSG,
  manufacturerCreateSchema,
  money,
  optionalText,
  orderCreateSchema,
  otpRequestSchema,
  passwordLoginSchema,
  requiredText,
  subscriptionFormSchema,
  textDbId,
  textInt,
  UNKNOWN_ID,
} from '../src';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text fields are bounded and refuse control characters', () => {
  it('refuses a NUL byte in a single-line name with a precise message', () => {
    expect(firstMessage(requiredText().safeParse('Kanchi\u0000Silk'))).toBe(MSG.controlCharacters);
  });

  it('refuses a newline in a name but keeps newlines and tabs in an address', () => {
    expect(requiredText().safeParse('two\nlines').success).toBe(false);
    expect(requiredText(MSG.required, 'address').safeParse('12 Mill Road\n\tCoimbatore').success).toBe(true);
    expect(requiredText(MSG.required, 'address').safeParse('12 Mill Road\u0000').success).toBe(false);
  });

  it('caps each kind at its length and names the cap', () => {
    expect(requiredText().safeParse('a'.repeat(120)).success).toBe(true);
    expect(firstMessage(requiredText().safeParse('a'.repeat(121)))).toBe('Must be at most 120 characters');
    expect(optionalText('description').safeParse('a'.repeat(2001)).success).toBe(false);
  });

  it("keeps SPEC's required message for blank text", () => {
    expect(firstMessage(requiredText().safeParse('   '))).toBe(MSG.required);
  });

  it('bounds passwords so a 900 KB password never reaches the hasher', () => {
    const result = passwordLoginSchema.safeParse({ identifier: 'a@b.in', password: 'x'.repeat(900_000) });
    expect(firstMessage(result)).toBe('Must be at most 128 characters');
  });

  it('bounds every field of the manufacturer form', () => {
    const result = manufacturerCreateSchema.safeParse({
      name: 'N',
      description: 'd'.repeat(3000),
      address: 'a',
      state: 'Tamil Nadu',
      city: 'Chennai',
      user: { name: 'U', email: 'u@example.in', mobile: '9876543210', password: 'secret1' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['description']);
  });
});

describe('numbers are bounded to their columns', () => {
  it('accepts ids up to 2^31-1 and refuses 2^31, 2^53, floats and negatives', () => {
    expect(dbId().safeParse(MAX_DB_ID).success).toBe(true);
    for (const bad of [2 ** 31, 2 ** 53, 1.5, -1, 0, 'x']) expect(dbId().safeParse(bad).success).toBe(false);
  });

  it('refuses subscription limits at or above 2^31', () => {
    const result = subscriptionFormSchema.safeParse({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      productLimit: 2 ** 31,
      retailerLimit: 5,
      isActive: true,
    });
    expect(result.success).toBe(false);
  });

  it('bounds counts and money', () => {
    expect(boundedInt(0, 10).safeParse(11).success).toBe(false);
    expect(money().safeParse(199.99).success).toBe(true);
    expect(money().safeParse(1.234).success).toBe(false);
    expect(money().safeParse(1e13).success).toBe(false);
  });
});

describe('numbers in JSON are JSON numbers; text is read only where a form or query sends it', () => {
  const order = (item: Record<string, unknown>, retailerId: unknown = 1) =>
    orderCreateSchema.safeParse({ retailerId, items: [{ productId: 1, quantity: 2, ...item }] });

  it('refuses booleans, arrays, hex and digit strings for ids and quantities in a JSON body', () => {
    expect(order({}).success).toBe(true);
    for (const bad of [true, false, [[7]], [7], '0x10', '7', null, {}, '1e3']) {
      expect(order({ quantity: bad }).error?.issues[0]?.path).toEqual(['items', 0, 'quantity']);
      expect(order({ productId: bad }).error?.issues[0]?.path).toEqual(['items', 0, 'productId']);
      expect(order({}, bad).error?.issues[0]?.path).toEqual(['retailerId']);
    }
  });

  it('keeps the SPEC message for a missing value and zod words (the field is named by the server) for a wrong type', () => {
    expect(firstMessage(orderCreateSchema.safeParse({ items: [{ productId: 1, quantity: 1 }] }))).toBe(
      'Retailer is required',
    );
    expect(firstMessage(order({ quantity: true }))).toMatch(/^Invalid input: expected number/);
    expect(firstMessage(order({ quantity: 0 }))).toBe('Quantity must be at least 1');
  });

  it('reads plain decimal digits from a form field or query parameter, never hex, exponents or booleans', () => {
    expect(textDbId().parse('42')).toBe(42);
    expect(textDbId().parse(42)).toBe(42);
    expect(textInt(0, 100).parse(' 7 ')).toBe(7);
    for (const bad of ['0x10', '1e3', 'true', '', ' ', '7a', true, [7], null]) {
      expect(textDbId().safeParse(bad).success).toBe(false);
      expect(textInt(0, 100).safeParse(bad).success).toBe(false);
    }
    expect(money().parse('499.50')).toBe(499.5);
    expect(money().safeParse('0x10').success).toBe(false);
  });
});

describe('path ids', () => {
  it('reads a 32-bit id and turns every impossible one into the unknown id (answered 404)', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamSchema.parse({ id: String(MAX_DB_ID) })).toEqual({ id: MAX_DB_ID });
    for (const impossible of ['0', '-1', String(2 ** 31), String(2 ** 53), '9'.repeat(40)]) {
      expect(idParamSchema.parse({ id: impossible })).toEqual({ id: UNKNOWN_ID });
    }
  });

  it('refuses what is not a number at all', () => {
    for (const bad of ['abc', '1.5', '1e3', '', ' 1', '1'.repeat(41)]) {
      expect(idParamSchema.safeParse({ id: bad }).success).toBe(false);
    }
  });
});

describe('OTP requests', () => {
  it('refuse control characters in the mobile', () => {
    const result = otpRequestSchema.safeParse({ mobile: '900000\u00000002' });
    expect(result.error?.issues[0]?.message).toBe(MSG.controlCharacters);
  });
});
