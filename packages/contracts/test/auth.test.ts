import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  normaliseIndianMobile,
  otpRequestSchema,
  passwordLoginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '../src';

/** The first message zod reports for a field, as a form would show it. */
const messageFor = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
};

describe('OTP request (SPEC 5)', () => {
  it('requires the mobile', () => {
    expect(messageFor(otpRequestSchema, { mobile: '' }, 'mobile')).toBe('Mobile is required');
  });
  it('refuses fewer than 10 characters', () => {
    expect(messageFor(otpRequestSchema, { mobile: '98765' }, 'mobile')).toBe('Mobile number too short');
  });
  it('refuses more than 15 characters', () => {
    expect(messageFor(otpRequestSchema, { mobile: '9876543210123456' }, 'mobile')).toBe(
      'Mobile number too long',
    );
  });
  it('accepts 10 to 15 characters', () => {
    expect(otpRequestSchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
  });
  it('sends the 10 digits of an Indian mobile typed with +91, spaces, dashes or a leading 0', () => {
    for (const typed of [
      '+91 98765 43210',
      '+919876543210',
      '+91-98765-43210',
      '098765 43210',
      ' 98765 43210 ',
    ])
      expect(otpRequestSchema.parse({ mobile: typed }).mobile).toBe('9876543210');
    expect(forgotPasswordSchema.parse({ mobile: '+91 98765 43210' }).mobile).toBe('9876543210');
  });
  it('leaves any other mobile as typed, for the length rules to judge', () => {
    expect(normaliseIndianMobile('+44 7911 123456')).toBe('+44 7911 123456');
    expect(normaliseIndianMobile(' 98765 ')).toBe('98765');
    expect(messageFor(otpRequestSchema, { mobile: '+91 98765' }, 'mobile')).toBe('Mobile number too short');
  });
});

describe('password login (SPEC 5)', () => {
  it('requires the identifier', () => {
    expect(messageFor(passwordLoginSchema, { identifier: '', password: 'x' }, 'identifier')).toBe(
      'Email or Password is required',
    );
  });
  it('requires the password', () => {
    expect(messageFor(passwordLoginSchema, { identifier: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
  });
});

describe('verify screen (SPEC 5)', () => {
  it('needs exactly 10 digits of mobile', () => {
    expect(messageFor(verifyOtpSchema, { mobile: '12345', otp: '123456' }, 'mobile')).toBe(
      'Mobile number must be 10 digits',
    );
  });
  it('needs the OTP', () => {
    expect(messageFor(verifyOtpSchema, { mobile: '9876543210', otp: '' }, 'otp')).toBe('OTP is required');
  });
  it('needs exactly 6 digits of OTP', () => {
    expect(messageFor(verifyOtpSchema, { mobile: '9876543210', otp: '12a45' }, 'otp')).toBe(
      'OTP must be 6 digits',
    );
  });
});

describe('forgot password (SPEC 5)', () => {
  it('requires the mobile on step 1', () => {
    expect(messageFor(forgotPasswordSchema, { mobile: '' }, 'mobile')).toBe('Mobile is required');
  });
  it('requires the new password on step 2', () => {
    const value = { mobile: '9876543210', otp: '123456', newPassword: '' };
    expect(messageFor(resetPasswordSchema, value, 'newPassword')).toBe('New password is required');
  });
  it('requires at least 4 characters of new password', () => {
    const value = { mobile: '9876543210', otp: '123456', newPassword: 'abc' };
    expect(messageFor(resetPasswordSchema, value, 'newPassword')).toBe(
      'Password must be at least 4 characters',
    );
    expect(resetPasswordSchema.safeParse({ ...value, newPassword: 'abcd' }).success).toBe(true);
  });
  it('requires the OTP on step 2', () => {
    const value = { mobile: '9876543210', otp: '', newPassword: 'abcd' };
    expect(messageFor(resetPasswordSchema, value, 'otp')).toBe('OTP is required');
  });
});

describe('profile (SPEC 5)', () => {
  const valid = {
    user: { name: 'Asha', email: 'a@b.co', mobile: '9876543210' },
    manufacturer: { name: 'Loom', address: '1 Road', city: 'Surat', state: 'Gujarat', gstin: '' },
  };
  it.each([
    ['user.name', { ...valid, user: { ...valid.user, name: ' ' } }, 'Name is required'],
    [
      'manufacturer.name',
      { ...valid, manufacturer: { ...valid.manufacturer, name: '' } },
      'Manufacturer name is required',
    ],
    [
      'manufacturer.address',
      { ...valid, manufacturer: { ...valid.manufacturer, address: '' } },
      'Address is required',
    ],
    [
      'manufacturer.city',
      { ...valid, manufacturer: { ...valid.manufacturer, city: '' } },
      'City is required',
    ],
    [
      'manufacturer.state',
      { ...valid, manufacturer: { ...valid.manufacturer, state: '' } },
      'State is required',
    ],
  ])('%s has its message', (field, value, message) => {
    expect(messageFor(profileUpdateSchema, value, field)).toBe(message);
  });
  it('keeps gstin optional', () => {
    expect(profileUpdateSchema.safeParse(valid).success).toBe(true);
  });
});
