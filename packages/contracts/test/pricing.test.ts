import { describe, expect, it } from 'vitest';
import {
  discountedPaise,
  discountFor,
  formatPaise,
  orderTotalPaise,
  priceLine,
  toPaise,
} from '../src/pricing';

const RULES = [
  { from: 10, to: 49, discount: 5 },
  { from: 50, to: 99, discount: 12.5 },
  { from: 100, to: 100000, discount: 20 },
];

describe('the order pricing rule', () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 5],
    [49, 5],
    [50, 12.5],
    [99, 12.5],
    [100, 20],
    [100000, 20],
    [100001, 0],
  ])('quantity %i falls in the range giving %d%% off', (quantity, discount) => {
    expect(discountFor(quantity, RULES)).toBe(discount);
  });

  it('rounds the unit price half up to the paisa, in integer paise', () => {
    // 333.33 less 12.5 % = 291.66375 -> 291.66; 0.10 less 5 % = 0.095 -> 0.10 (half up)
    expect(discountedPaise(33333, 12.5)).toBe(29166);
    expect(discountedPaise(10, 5)).toBe(10);
    expect(discountedPaise(99999, 0)).toBe(99999);
    expect(discountedPaise(99999, 100)).toBe(0);
  });

  it('prices a line at each boundary and totals the order to the paisa without float drift', () => {
    const product = { price: 199.99, discount: RULES };
    expect(priceLine(product, 9)).toEqual({ discount: 0, unitPaise: 19999, linePaise: 179991 });
    expect(priceLine(product, 10)).toEqual({ discount: 5, unitPaise: 18999, linePaise: 189990 });
    expect(priceLine(product, 50)).toEqual({ discount: 12.5, unitPaise: 17499, linePaise: 874950 });
    expect(priceLine(product, 100)).toEqual({ discount: 20, unitPaise: 15999, linePaise: 1599900 });
    // 0.1 + 0.2 style drift: ten lines of 0.10 x 3 are exactly 3.00
    const lines = Array.from({ length: 10 }, () => ({ unitPaise: 10, quantity: 3 }));
    expect(formatPaise(orderTotalPaise(lines))).toBe('3.00');
  });

  it('reads rupees from numbers and numeric text', () => {
    expect(toPaise('1299.5')).toBe(129950);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise('9999999999.99')).toBe(999999999999);
    expect(formatPaise(999999999999)).toBe('9999999999.99');
    expect(() => toPaise('12,50')).toThrow();
  });
});
