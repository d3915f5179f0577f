import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_SINGULAR,
  attributeItemFormSchema,
  attributeTypeLabel,
  discountRulesSchema,
  productFormSchema,
  productListQuerySchema,
} from '../src';

const form = {
  name: 'Shirt',
  adminName: 'Shirt admin',
  sku: 'S-1',
  price: '10',
  mrp: '20',
  stockQty: '3',
  description: 'd',
  categoryId: '4',
};
const firstMessage = (input: object) =>
  productFormSchema.safeParse({ ...form, ...input }).error?.issues[0]?.message;

describe('catalogue contracts', () => {
  it('names the seven types both ways', () => {
    expect(ATTRIBUTE_SINGULAR.colors).toBe('color');
    expect(attributeTypeLabel('materials')).toBe('Material');
    expect(attributeItemFormSchema.parse({ name: ' Red ' })).toEqual({ name: 'Red', isActive: true });
    expect(attributeItemFormSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });

  it('reads the product form as the screen and the multipart body send it', () => {
    const parsed = productFormSchema.parse({
      ...form,
      colorIds: ['1', '2'],
      discount: '[{"from":1,"to":5,"discount":10}]',
      weight: '',
    });
    expect(parsed).toMatchObject({
      price: 10,
      stockQty: 3,
      categoryId: 4,
      colorIds: [1, 2],
      status: 'Active',
    });
    expect(parsed.weight).toBeUndefined();
    expect(parsed.discount).toEqual([{ from: 1, to: 5, discount: 10 }]);
  });

  it('gives the SPEC and rule messages', () => {
    expect(firstMessage({ categoryId: '' })).toBe('Category is required');
    expect(firstMessage({ price: '' })).toBe('Required');
    expect(firstMessage({ minOrderQty: '9', maxOrderOty: '3' })).toBe(
      'Min Order Qty must not be greater than Max Order Qty',
    );
    expect(
      discountRulesSchema.safeParse([
        { from: 1, to: 9, discount: 5 },
        { from: 9, to: 12, discount: 6 },
      ]).error?.issues[0]?.message,
    ).toBe('Discount ranges must not overlap');
    expect(discountRulesSchema.safeParse([{ from: 0, to: 0, discount: 0 }]).success).toBe(true);
  });

  it('defaults and caps the list query', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      active: false,
      lowStock: false,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(productListQuerySchema.parse({ pageSize: '500', active: 'true' })).toMatchObject({
      pageSize: 100,
      active: true,
    });
    expect(
      productListQuerySchema.parse({ categoryId: '7', status: 'Inactive', lowStock: 'true', sortBy: 'mrp' }),
    ).toMatchObject({ categoryId: 7, status: 'Inactive', lowStock: true, sortBy: 'mrp' });
  });
});
