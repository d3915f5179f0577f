import { describe, expect, it } from 'vitest';
import { formatPaiseAsRupees, formatRupees, formatRupeesShort } from '../src/money';

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
  it('shortens rupees for chart axes the Indian way: thousand, lakh, crore', () => {
    expect(formatRupeesShort(0)).toBe('₹0');
    expect(formatRupeesShort(750)).toBe('₹750');
    expect(formatRupeesShort(45000)).toBe('₹45 K');
    expect(formatRupeesShort(250000)).toBe('₹2.5 L');
    expect(formatRupeesShort(2600000)).toBe('₹26 L');
    expect(formatRupeesShort(10000000)).toBe('₹1 Cr');
    expect(formatRupeesShort(12000000)).toBe('₹1.2 Cr');
    expect(formatRupeesShort(1234567890)).toBe('₹123 Cr');
    expect(formatRupeesShort('99999.99')).toBe('₹100 K');
  });
});
