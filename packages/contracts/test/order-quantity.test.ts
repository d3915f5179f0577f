import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY } from '../src/new-order';
import { orderQuantityProblem, orderQuantityRange } from '../src/order-quantity';

const shirt = (minOrderQty: number | null, maxOrderQty: number | null) => ({
  name: 'Cotton Shirt',
  minOrderQty,
  maxOrderQty,
});

describe('the order quantity rule', () => {
  it('reads no limit (null or 0) as 1 to the largest line quantity', () => {
    expect(orderQuantityRange(shirt(null, null))).toEqual({ min: 1, max: MAX_ORDER_QUANTITY });
    expect(orderQuantityRange(shirt(0, 0))).toEqual({ min: 1, max: MAX_ORDER_QUANTITY });
    expect(orderQuantityRange(shirt(10, 500))).toEqual({ min: 10, max: 500 });
  });

  it.each([
    [10, undefined],
    [500, undefined],
    [9, 'Quantity of Cotton Shirt must be at least 10'],
    [501, 'Quantity of Cotton Shirt must be at most 500'],
    [0, 'Quantity must be at least 1'],
    [2.5, 'Quantity must be at least 1'],
    [Number.NaN, 'Quantity must be at least 1'],
  ])('with Min Order Qty 10 and Max Order Qty 500, %d pieces: %s', (quantity, problem) => {
    expect(orderQuantityProblem(shirt(10, 500), quantity)).toBe(problem);
  });

  it('without limits takes 1 up to the largest line quantity', () => {
    expect(orderQuantityProblem(shirt(null, null), 1)).toBeUndefined();
    expect(orderQuantityProblem(shirt(null, null), MAX_ORDER_QUANTITY)).toBeUndefined();
    expect(orderQuantityProblem(shirt(null, null), MAX_ORDER_QUANTITY + 1)).toBe(
      `Quantity of Cotton Shirt must be at most ${MAX_ORDER_QUANTITY}`,
    );
  });
});
