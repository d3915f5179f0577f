import type { ProductForm } from '@apparel/contracts';
import type { products } from '../../db/schema';
import { storedFullDesc } from './html-sanitiser';

/** The columns of a product row that the form (or a CSV row) sets; files and ids are added by the caller. */
export type ProductFields = Omit<
  typeof products.$inferInsert,
  'id' | 'manufacturerId' | 'images' | 'catalogKey' | 'videoKey' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

type FieldsInput = Omit<ProductForm, 'categoryId' | 'subcategoryId' | `${string}Ids` | 'keptImages'>;

/** Checked form values as columns: fullDesc sanitised (400 when too long once cleaned), empty optionals stored as null. */
export const productFields = (
  form: FieldsInput,
  categoryId: number | null,
  subcategoryId: number | null,
): ProductFields => ({
  sku: form.sku,
  name: form.name,
  adminName: form.adminName,
  price: form.price,
  mrp: form.mrp,
  stockQty: form.stockQty,
  description: form.description,
  fullDesc: storedFullDesc(form.fullDesc ?? ''),
  categoryId,
  subcategoryId,
  gender: form.gender ?? null,
  weight: form.weight ?? null,
  len: form.len ?? null,
  minOrderQty: form.minOrderQty ?? null,
  maxOrderQty: form.maxOrderOty ?? null,
  orderMultiple: form.orderMultiple ?? null,
  edm: form.edm ?? null,
  // Blank or absent keeps the stored HSN on edit (drizzle leaves undefined out of an update).
  hsnCode: form.hsnCode,
  discount: [...form.discount].sort((a, b) => a.from - b.from),
  status: form.status,
});
