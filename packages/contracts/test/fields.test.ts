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
  otpRequestSchema,
  passwordLoginSchema,
  requiredText,
  subscriptionFormSchema,
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
