import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  PRODUCT_LINKS,
  PRODUCT_TEXT_FIELDS,
  type Product,
  type ProductField,
  type ProductForm,
  type ProductStatus,
  type ProductTextField,
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

/** One product field as its input holds it: numbers may be '' while empty, selects are strings. */
type FieldValue<K extends ProductField> = K extends 'discount'
  ? DiscountRuleValues[]
  : K extends 'status'
    ? ProductStatus
    : NonNullable<ProductForm[K]> extends number
      ? NumberValue
      : string;

/** What the product form edits, as the inputs hold it; the contract's schema checks and converts it. */
export type ProductFormValues = { [K in ProductField]: FieldValue<K> } & {
  /** Select values are strings; '' is "none chosen". */
  categoryId: string;
  subcategoryId: string;
} & Record<IdsField, string[]>;

/** The form's resolver: the contract's schema, so the form and the server check the same rules. */
export const productFormResolver = zodResolver(productFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductForm
>;

/** product.md §9: a new discount range starts at 0, 0, 0. */
export const NEW_DISCOUNT_RULE: DiscountRuleValues = { from: 0, to: 0, discount: 0 };

const noIds = Object.fromEntries(
  ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].ids, []]),
) as unknown as Record<IdsField, string[]>;

// Every product field starts empty (''), but the status (Active) and the discount ranges (none).
export const emptyProductForm: ProductFormValues = {
  ...(Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, ''])) as Pick<
    ProductFormValues,
    ProductTextField
  >),
  status: 'Active',
  discount: [],
  categoryId: '',
  subcategoryId: '',
  ...noIds,
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The chosen ids of one attribute type, read from the product's link list (productColors: [{colorId}]). */
const linkedIds = (product: Product, type: AttributeType): string[] => {
  const { list, idKey } = PRODUCT_LINKS[type];
  const links = product[list] as unknown as Record<string, number>[];
  return links.map((link) => String(link[idKey]));
};

/** The stored product as form values (link lists become id arrays, product.md §3). */
export const toProductFormValues = (product: Product): ProductFormValues => ({
  // A stored null (no weight, no gender) is an empty input.
  ...(Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, product[field] ?? ''])) as Pick<
    ProductFormValues,
    ProductTextField
  >),
  categoryId: text(product.categoryId),
  subcategoryId: text(product.subcategoryId),
  discount: product.discount.map(({ from, to, discount }) => ({ from, to, discount })),
  ...(Object.fromEntries(
    ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].ids, linkedIds(product, type)]),
  ) as Record<IdsField, string[]>),
});
