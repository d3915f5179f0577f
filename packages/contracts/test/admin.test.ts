import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminUpdateSchema,
  isSubscriptionActive,
  manufacturerCreateSchema,
  manufacturerSearchSchema,
  subscriptionFormSchema,
  subscriptionState,
} from '../src';

const messageFor = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
};

const subscription = {
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  productLimit: 10,
  retailerLimit: 5,
  isActive: true,
};

describe('subscription form (SPEC 5)', () => {
  it.each([
    ['startDate', { ...subscription, startDate: '' }, 'Start date is required'],
    ['endDate', { ...subscription, endDate: '' }, 'End date is required'],
    ['endDate', { ...subscription, endDate: '2025-12-31' }, 'End date must be after start date'],
    ['endDate', { ...subscription, endDate: '2026-02-30' }, 'End date is not a valid date'],
    ['productLimit', { ...subscription, productLimit: 0 }, 'Must be at least 1'],
    ['retailerLimit', { ...subscription, retailerLimit: undefined }, 'Must be at least 1'],
  ])('%s: %s', (field, value, message) => {
    expect(messageFor(subscriptionFormSchema, value, field)).toBe(message);
  });
});

describe('manufacturer form (SPEC 5)', () => {
  const valid = {
    name: 'Loom',
    description: 'Shirts',
    address: '1 Road',
    state: 'Gujarat',
    city: 'Surat',
    gstin: '',
    user: { name: 'Asha', email: 'asha@loom.test', mobile: '9876543210', password: 'secret1' },
  };
  it.each([
    ['city', { ...valid, city: ' ' }, 'Required'],
    ['user.email', { ...valid, user: { ...valid.user, email: 'asha@' } }, 'Invalid email'],
    ['user.mobile', { ...valid, user: { ...valid.user, mobile: '98765' } }, 'Mobile must be 10 digits'],
    [
      'user.password',
      { ...valid, user: { ...valid.user, password: '12345' } },
      'Password must be at least 6 characters',
    ],
  ])('%s has its message', (field, value, message) => {
    expect(messageFor(manufacturerCreateSchema, value, field)).toBe(message);
  });
});

describe('admin edit', () => {
  it('keeps a blank password', () => {
    const user = { name: 'Ravi', email: 'ravi@x.test', mobile: '9123456780', password: '' };
    expect(adminUpdateSchema.safeParse({ user }).success).toBe(true);
  });
});

describe('manufacturer search', () => {
  it('defaults to page 1 of 20, newest first, and caps the page size at 100', () => {
    expect(manufacturerSearchSchema.parse({ pageSize: 500 })).toMatchObject({
      page: 1,
      pageSize: 100,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(manufacturerSearchSchema.parse({}).pageSize).toBe(20);
  });
  it('names the known sort fields when given another', () => {
    expect(messageFor(manufacturerSearchSchema, { sortBy: 'password' }, 'sortBy')).toBe(
      'sortBy must be one of createdAt, name, state, city',
    );
  });
});

describe('isSubscriptionActive', () => {
  it('counts the end date as included and needs the flag on', () => {
    expect(isSubscriptionActive(subscription, '2026-12-31')).toBe(true);
    expect(isSubscriptionActive(subscription, '2027-01-01')).toBe(false);
    expect(isSubscriptionActive({ ...subscription, isActive: false }, '2026-06-01')).toBe(false);
    expect(isSubscriptionActive(null, '2026-06-01')).toBe(false);
  });

  it('says why a subscription is not Active', () => {
    expect(subscriptionState(undefined, '2026-06-01')).toBe('NONE');
    expect(subscriptionState({ ...subscription, isActive: false }, '2026-06-01')).toBe('OFF');
    expect(subscriptionState(subscription, '2025-12-31')).toBe('NOT_STARTED');
    expect(subscriptionState(subscription, '2027-01-01')).toBe('ENDED');
    expect(subscriptionState(subscription, subscription.startDate)).toBe('ACTIVE');
  });
});
