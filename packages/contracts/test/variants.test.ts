import { describe, expect, it } from 'vitest';
import { productFormSchema } from '../src/catalogue';
import { orderQuantityProblem } from '../src/order-quantity';
import { shortOrderLines } from '../src/orders';
import { nextDiscountTier, priceLine, productQuantities } from '../src/pricing';
import { gridCells, packQuantities, variantLabel } from '../src/variant-grid';
import { defaultVariantSku, packsProblem, variantGridProblem } from '../src/variants';

const axes = {
  sizes: [
    { id: 1, name: 'S' },
    { id: 2, name: 'M' },
    { id: 3, name: 'L' },
  ],
  colors: [
    { id: 10, name: 'Navy' },
    { id: 11, name: 'Off White' },
  ],
};
const cell = (colorId: number | null, sizeId: number | null, stockQty: number, sku?: string) => ({
  colorId,
  sizeId,
  stockQty,
  sku,
});

describe('variant names and SKUs', () => {
  it('names a cell colour / size, or the one it has', () => {
    expect(variantLabel({ colorName: 'Navy', sizeName: 'M' })).toBe('Navy / M');
    expect(variantLabel({ sizeName: 'M' })).toBe('M');
    expect(variantLabel({ colorName: 'Navy', sizeName: null })).toBe('Navy');
  });

  it('makes the default SKU from the product SKU and the names in capitals', () => {
    expect(defaultVariantSku('KURTA', { colorName: 'Navy', sizeName: 'M' })).toBe('KURTA-NAVY-M');
    expect(defaultVariantSku('KURTA', { colorName: 'Off White', sizeName: 'XL' })).toBe('KURTA-OFF-WHITE-XL');
    expect(defaultVariantSku('KURTA', {})).toBe('KURTA');
    expect(defaultVariantSku('K'.repeat(64), { colorName: 'Navy' })).toHaveLength(64);
  });

  it('lays colours as rows and sizes as columns in the given order', () => {
    expect(gridCells(axes).map((c) => `${c.colorId}/${c.sizeId}`)).toEqual([
      '10/1',
      '10/2',
      '10/3',
      '11/1',
      '11/2',
      '11/3',
    ]);
    expect(gridCells({ sizes: [], colors: [] })).toEqual([{ sizeId: null, colorId: null }]);
  });
});

describe('the stock grid rule', () => {
  it('takes a full grid and one with cells left out', () => {
    expect(variantGridProblem(axes, [cell(10, 1, 5), cell(11, 3, 0)])).toBeUndefined();
  });

  it.each([
    [[cell(10, 9, 1)], "Stock grid row 1: size 9 is not one of the product's sizes"],
    [[cell(10, 1, 1), cell(12, 1, 1)], "Stock grid row 2: colour 12 is not one of the product's colours"],
    [[cell(10, null, 1)], "Stock grid row 1: choose one of the product's sizes"],
    [[cell(10, 2, 3), cell(10, 2, 4)], 'Navy / M is given twice in the stock grid'],
    [[cell(10, 2, -1)], 'Stock of Navy / M must be a whole number of at least 0'],
    [[cell(11, 3, 2.5)], 'Stock of Off White / L must be a whole number of at least 0'],
    [[cell(10, 1, 1, 'A'), cell(10, 2, 1, 'a')], 'SKU a is given to two cells'],
  ])('refuses %j: %s', (cells, message) => {
    expect(variantGridProblem(axes, cells)).toBe(message);
  });

  it('refuses a pack naming a size the product lacks, a repeated size and a bad ratio', () => {
    const pack = (ratios: { sizeId: number; qty: number }[]) => [{ name: 'Set A', ratios }];
    expect(
      packsProblem(
        axes,
        pack([
          { sizeId: 1, qty: 1 },
          { sizeId: 2, qty: 2 },
        ]),
      ),
    ).toBeUndefined();
    expect(packsProblem(axes, pack([{ sizeId: 4, qty: 1 }]))).toBe(
      'Pack Set A names a size the product does not have (4)',
    );
    expect(
      packsProblem(
        axes,
        pack([
          { sizeId: 1, qty: 1 },
          { sizeId: 1, qty: 2 },
        ]),
      ),
    ).toBe('Pack Set A names S twice');
    expect(packsProblem(axes, pack([{ sizeId: 2, qty: 0 }]))).toBe(
      'Pack Set A: quantity of M must be a whole number from 1 to 10000',
    );
    expect(packsProblem({ sizes: [], colors: axes.colors }, pack([{ sizeId: 1, qty: 1 }]))).toBe(
      'Packs need the product to have sizes',
    );
  });

  it('fills a pack: 3 x Set A of S 1, M 2, L 2 gives 3, 6, 6', () => {
    const setA = {
      name: 'Set A',
      ratios: [
        { sizeId: 1, qty: 1 },
        { sizeId: 2, qty: 2 },
        { sizeId: 3, qty: 2 },
      ],
    };
    expect([...packQuantities(setA, 3)]).toEqual([
      [1, 3],
      [2, 6],
      [3, 6],
    ]);
  });
});

describe('the product form with a grid', () => {
  const base = {
    name: 'K',
    adminName: 'K',
    sku: 'K',
    price: 1,
    mrp: 1,
    stockQty: 5,
    description: 'd',
    categoryId: 1,
  };

  it('reads variants, packs and orderMultiple sent as multipart text', () => {
    const form = productFormSchema.parse({
      ...base,
      variants: '[{"sizeId":1,"colorId":null,"stockQty":5}]',
      packs: '[{"name":"Set A","ratios":[{"sizeId":1,"qty":2}]}]',
      orderMultiple: '6',
    });
    expect(form.variants).toEqual([{ sizeId: 1, colorId: null, sku: undefined, stockQty: 5 }]);
    expect(form.packs).toEqual([{ name: 'Set A', ratios: [{ sizeId: 1, qty: 2 }] }]);
    expect(form.orderMultiple).toBe(6);
  });

  it('leaves them out when not sent, and refuses an order multiple of 0', () => {
    const form = productFormSchema.parse(base);
    expect(form.variants).toBeUndefined();
    expect(form.packs).toBeUndefined();
    expect(form.orderMultiple).toBeUndefined();
    const refused = productFormSchema.safeParse({ ...base, orderMultiple: '0' });
    expect(refused.error?.issues[0]?.message).toBe('Order multiple must be a whole number of at least 1');
  });
});

describe('ordering with multiples and tiers', () => {
  const kurta = { name: 'Linen Kurta', minOrderQty: 6, maxOrderQty: 120, orderMultiple: 6 };

  it('refuses a quantity that is not a multiple: "Order in multiples of 6"', () => {
    expect(orderQuantityProblem(kurta, 12)).toBeUndefined();
    expect(orderQuantityProblem(kurta, 13)).toBe('Order in multiples of 6');
    expect(orderQuantityProblem(kurta, 3)).toBe('Quantity of Linen Kurta must be at least 6');
  });

  it("prices a line at the tier of the product's total quantity over its cells", () => {
    const rules = [
      { from: 12, to: 23, discount: 10 },
      { from: 24, to: 1000, discount: 15 },
    ];
    const totals = productQuantities([
      { productId: 1, quantity: 6 },
      { productId: 1, quantity: 6 },
      { productId: 2, quantity: 1 },
    ]);
    expect(totals.get(1)).toBe(12);
    expect(priceLine({ price: 1200, discount: rules }, 6, totals.get(1))).toEqual({
      discount: 10,
      unitPaise: 108_000,
      linePaise: 648_000,
    });
    expect(nextDiscountTier(12, rules)).toEqual({ from: 24, to: 1000, discount: 15 });
    expect(nextDiscountTier(30, rules)).toBeUndefined();
  });

  it('marks every line of a cell whose lines together exceed its stock left', () => {
    const line = (id: number, variantId: number | null, quantity: number, stockLeft: number | null) => ({
      id,
      variantId,
      quantity,
      stockLeft,
    });
    const short = shortOrderLines([
      line(1, 7, 20, 30),
      line(2, 7, 20, 30),
      line(3, 8, 5, 5),
      line(4, null, 3, null),
    ]);
    expect([...short]).toEqual([1, 2]);
  });
});
