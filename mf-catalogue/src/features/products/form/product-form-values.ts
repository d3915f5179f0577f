import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  PRODUCT_LINKS,
  type Product,
  type ProductForm,
  type ProductStatus,
  productFormSchema,
} from '@apparel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** A number input's value: a number, or '' while empty. */
type NumberValue = number | '';
export type IdsField = (typeof PRODUCT_LINKS)[AttributeType]['ids'];

export interface DiscountRuleValues {
  from: NumberValue;
  to: NumberValue;
  discount: NumberValue;
}

/** What the product form edits, as the inputs hold it; the contract's schema checks and converts it. */
export type ProductFormValues = {
  name: string;
  adminName: string;
  sku: string;
  price: NumberValue;
  mrp: NumberValue;
  stockQty: NumberValue;
  weight: NumberValue;
  len: NumberValue;
  minOrderQty: NumberValue;
  /** Spelt this way in the payload (SPEC 3). */
  maxOrderOty: NumberValue;
  /** Each order line a multiple of it (blank: any quantity). */
  orderMultiple: NumberValue;
  /** Select values are strings; '' is "none chosen". */
  categoryId: string;
  subcategoryId: string;
  gender: string;
  edm: string;
  status: ProductStatus;
  description: string;
  fullDesc: string;
  discount: DiscountRuleValues[];
} & Record<IdsField, string[]>;

/** The form's resolver: the contract's schema, so the form and the server check the same rules. */
export const productFormResolver = zodResolver(productFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductForm
>;

/** SPEC 9: a new discount range starts at 0, 0, 0. */
export const NEW_DISCOUNT_RULE: DiscountRuleValues = { from: 0, to: 0, discount: 0 };

const noIds = Object.fromEntries(
  ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].ids, []]),
) as unknown as Record<IdsField, string[]>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  adminName: '',
  sku: '',
  price: '',
  mrp: '',
  stockQty: '',
  weight: '',
  len: '',
  minOrderQty: '',
  maxOrderOty: '',
  orderMultiple: '',
  categoryId: '',
  subcategoryId: '',
  gender: '',
  edm: '',
  status: 'Active',
  description: '',
  fullDesc: '',
  discount: [],
  ...noIds,
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const num = (value: number | null | undefined): NumberValue => value ?? '';

/** The chosen ids of one attribute type, read from the product's link list (productColors: [{colorId}]). */
const linkedIds = (product: Product, type: AttributeType): string[] => {
  const { list, idKey } = PRODUCT_LINKS[type];
  const links = product[list] as unknown as Record<string, number>[];
  return links.map((link) => String(link[idKey]));
};

/** The stored product as form values (link lists become id arrays, SPEC 3). */
export const toProductFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  adminName: product.adminName,
  sku: product.sku,
  price: product.price,
  mrp: product.mrp,
  stockQty: product.stockQty,
  weight: num(product.weight),
  len: num(product.len),
  minOrderQty: num(product.minOrderQty),
  maxOrderOty: num(product.maxOrderOty),
  orderMultiple: num(product.orderMultiple),
  categoryId: text(product.categoryId),
  subcategoryId: text(product.subcategoryId),
  gender: text(product.gender),
  edm: text(product.edm),
  status: product.status,
  description: product.description,
  fullDesc: product.fullDesc,
  discount: product.discount.map(({ from, to, discount }) => ({ from, to, discount })),
  ...(Object.fromEntries(
    ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].ids, linkedIds(product, type)]),
  ) as Record<IdsField, string[]>),
});
