import { describe, expect, it } from 'vitest';
import { formatPaiseAsRupees, formatRupees } from '../src/money';

describe('the one money format', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(1350)).toBe('₹1,350.00');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees('1299.5')).toBe('₹1,299.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('prints paise exactly, negatives with the sign first', () => {
    expect(formatPaiseAsRupees(129950)).toBe('₹1,299.50');
    expect(formatPaiseAsRupees(-5)).toBe('-₹0.05');
  });
});
