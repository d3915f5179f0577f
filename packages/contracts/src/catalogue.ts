import { PRODUCT_TEXT_FIELDS, type ProductField } from './catalogue-names';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { dbId, MAX_DB_ID, money, optionalText, requiredText, textDbId, textInt, textNumber } from './fields';
import { listPageSchema, listQuerySchema } from './lists';
import { MSG } from './messages';
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  type ProductSortField,
  type ProductStatus,
} from './product-list';
import { HSN_CODE, HSN_MESSAGE, hsnCodeField } from './tax-rates';
import {
  orderMultipleSchema,
  packSchema,
  packsFieldSchema,
  parseJsonText,
  variantSchema,
  variantsFieldSchema,
} from './variants';
import * as z from './zod';

// ---- Constants (product.md §2, §3, §9) ----

// The attribute types, the product's own fields and its link lists: catalogue-names.ts (zod-free).

export const GENDERS = ['Men', 'Women', 'Unisex', 'Kids'] as const;
export type Gender = (typeof GENDERS)[number];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];
/** Most images one product keeps. */
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_DISCOUNT_RULES = 20;
/** Most ids one multi-select sends. */
export const MAX_ATTRIBUTE_IDS = 100;
/** Errors listed in an import answer; the rest are in the failed-rows CSV. */
export const IMPORT_ERRORS_LISTED = 1000;
export const CATALOGUE_MSG = {
  categoryRequired: 'Category is required',
  dataSaved: 'Data Saved Successfully',
  chooseFile: 'Choose a file to upload',
  discountFromTo: 'From must not be greater than To',
  discountOverlap: 'Discount ranges must not overlap',
  discountPercent: 'Discount must be between 0 and 100',
  minMaxOrder: 'Min Order Qty must not be greater than Max Order Qty',
} as const;

// ---- Attribute items ----

/** POST /attr/{type} and PUT /attr/{type}/{id}. */
export const attributeItemFormSchema = z.object({
  name: requiredText(MSG.nameRequired),
  description: optionalText('description'),
  isActive: z.boolean().optional().default(true),
});
export type AttributeItemForm = z.input<typeof attributeItemFormSchema>;

export const attributeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type AttributeItem = z.infer<typeof attributeItemSchema>;

/** An attribute page's columns it sorts by (name A-Z by default). */
export const ATTRIBUTE_SORT_FIELDS = ['name', 'description', 'isActive'] as const;
export type AttributeSortField = (typeof ATTRIBUTE_SORT_FIELDS)[number];
/** GET /attr/{type}: `q` over name and description. */
export const attributeListQuerySchema = listQuerySchema(ATTRIBUTE_SORT_FIELDS);
export const attributePageSchema = listPageSchema('items', attributeItemSchema);
export type AttributePage = z.infer<typeof attributePageSchema>;

/** An option of a product or order select (GET /attr/color and friends). */
export const attributeOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

// ---- Categories ----

/** Form inputs and multipart fields send '' (or nothing) for an empty optional value. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalOf = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** POST /attr/categories and PUT /attr/categories/{id}. */
export const categoryFormSchema = z.object({
  name: requiredText(MSG.nameRequired),
  description: optionalText('description'),
  /**
   * The HSN code of its products that name none (issue 19). Left out, an edit keeps the stored code
   * (SPEC's modal has no such field); blank clears it.
   */
  defaultHsn: z
    .string()
    .trim()
    .refine((code) => code === '' || HSN_CODE.test(code), HSN_MESSAGE)
    .nullable()
    .optional()
    .transform((code) => (code === '' ? null : code)),
});
export type CategoryForm = z.input<typeof categoryFormSchema>;

/** GET /attr/categories: each category with its sub-categories for selects and their count. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  defaultHsn: z.string().nullable(),
  subcategories: z.array(attributeOptionSchema),
  subcategoryCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** The categories page's columns it sorts by (name A-Z by default). */
export const CATEGORY_SORT_FIELDS = ['name', 'description', 'subcategoryCount'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];
/** GET /attr/categories: `q` over name and description. */
export const categoryListQuerySchema = listQuerySchema(CATEGORY_SORT_FIELDS);
export const categoryPageSchema = listPageSchema('categories', categorySchema);
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** POST /attr/categories/subcategory and PUT /attr/categories/subcategory/{id}. */
export const subcategoryFormSchema = z.object({
  categoryId: dbId(CATALOGUE_MSG.categoryRequired),
  name: requiredText(MSG.nameRequired),
  description: optionalText('description'),
});
export type SubcategoryForm = z.input<typeof subcategoryFormSchema>;

export const subcategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/** A category's sub-categories sort by these columns (name A-Z by default). */
export const SUBCATEGORY_SORT_FIELDS = ['name', 'description'] as const;
export type SubcategorySortField = (typeof SUBCATEGORY_SORT_FIELDS)[number];
/** GET /attr/categories/{categoryId}/subcategories: `q` over name and description. */
export const subcategoryListQuerySchema = listQuerySchema(SUBCATEGORY_SORT_FIELDS);
export const subcategoryPageSchema = listPageSchema('subcategories', subcategorySchema);
export type SubcategoryPage = z.infer<typeof subcategoryPageSchema>;

// ---- Products: the form ----

const requiredOf = <T extends z.ZodType>(schema: T, message: string = MSG.required) =>
  z.preprocess(
    blankToUndefined,
    z
      .any()
      .refine((v) => v !== undefined, message)
      .pipe(schema),
  );

/** One discount rule: quantities from..to (inclusive) get `discount` percent off. */
export const discountRuleSchema = z
  .object({
    from: textInt(0, MAX_DB_ID, 'From must be a whole number of at least 0'),
    to: textInt(0, MAX_DB_ID, 'To must be a whole number of at least 0'),
    discount: textNumber(0, 100, CATALOGUE_MSG.discountPercent, CATALOGUE_MSG.discountPercent),
  })
  .refine((r) => r.from <= r.to, { message: CATALOGUE_MSG.discountFromTo, path: ['to'] });
export type DiscountRule = z.infer<typeof discountRuleSchema>;

/** Whether two rules share a quantity. */
const overlapping = (rules: DiscountRule[]) => {
  const sorted = [...rules].sort((a, b) => a.from - b.from);
  return sorted.some((rule, i) => i > 0 && rule.from <= (sorted[i - 1] as DiscountRule).to);
};

/** Parses the multipart `discount` JSON text; the form passes the array itself. */
const parseDiscountText = (value: unknown) => parseJsonText(value) ?? [];
export const discountRulesSchema = z.preprocess(
  parseDiscountText,
  z
    .array(discountRuleSchema, 'Discount must be a list of {from, to, discount}')
    .max(MAX_DISCOUNT_RULES, `At most ${MAX_DISCOUNT_RULES} discount rules`)
    .refine((rules) => !overlapping(rules), CATALOGUE_MSG.discountOverlap),
);

const idList = () =>
  z.array(textDbId()).max(MAX_ATTRIBUTE_IDS, `At most ${MAX_ATTRIBUTE_IDS} items`).default([]);

/**
 * The product fields every way in shares (the form and a CSV row): product.md §5's required fields with
 * their messages, bounds on the rest.
 */
export const productFieldsShape = {
  name: requiredText(MSG.required),
  adminName: requiredText(MSG.required),
  sku: requiredText(MSG.required, 'code'),
  price: requiredOf(money()),
  mrp: requiredOf(money()),
  stockQty: requiredOf(textInt(0, MAX_DB_ID, 'Must be a whole number of at least 0')),
  weight: optionalOf(textNumber(0, 1_000_000)),
  len: optionalOf(textNumber(0, 1_000_000)),
  minOrderQty: optionalOf(textInt(0)),
  /** Spelt this way in the payload (product.md §3). */
  maxOrderOty: optionalOf(textInt(0)),
  /** Each order line's quantity must be a multiple of it (issue 18); blank for none. */
  orderMultiple: orderMultipleSchema,
  gender: optionalOf(z.enum(GENDERS, `Gender must be one of ${GENDERS.join(', ')}`)),
  edm: optionalOf(z.enum(MONTHS, 'Expected Delivery Month must be a month name')),
  /** 4, 6 or 8 digits; blank leaves it to the category's default HSN on invoices (issue 19). */
  hsnCode: optionalOf(hsnCodeField()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_STATUSES, 'Status must be Active or Inactive').optional().default('Active'),
  ),
  description: requiredText(MSG.required, 'description'),
  /** HTML of the editor; the server keeps only the editor's tags. Labelled required, not enforced (product.md §5). */
  fullDesc: z.preprocess((v) => v ?? '', optionalText('richText')),
  discount: discountRulesSchema,
} satisfies Record<ProductField, z.ZodType>;

const minNotAboveMax = (p: { minOrderQty?: number; maxOrderOty?: number }) =>
  p.minOrderQty === undefined || p.maxOrderOty === undefined || p.minOrderQty <= p.maxOrderOty;

/**
 * POST /products and PUT /products/{id} (multipart, product.md §7), also the product form's resolver.
 * Arrays travel as `colorIds[]` entries, `discount` as JSON text, files beside the fields
 * (`productImages`, `catalogUrl`, `videoUrl`). On edit `keptImages` (JSON text: the URLs of existing
 * images to keep) drops the others; without it every existing image stays. Files of the media library
 * are picked by id instead of uploaded: `mediaImageIds[]` (images, added after the kept ones and
 * before new uploads), `catalogMediaId` (a PDF), `videoMediaId` (a video); the product then references
 * the library's file, it does not copy it. The stock grid travels as `variants` (JSON text of
 * `[{sizeId, colorId, sku?, stockQty}]`; stockQty must then equal its total; left out, stockQty fills
 * the cells as docs/architecture.md says) and `packs` (JSON text; left out on edit keeps them).
 */
export const productFormSchema = z
  .object({
    ...productFieldsShape,
    categoryId: z.preprocess(blankToUndefined, textDbId(CATALOGUE_MSG.categoryRequired)),
    subcategoryId: optionalOf(textDbId()),
    colorIds: idList(),
    sizeIds: idList(),
    brandIds: idList(),
    fabricIds: idList(),
    themeIds: idList(),
    materialIds: idList(),
    seasonIds: idList(),
    keptImages: z.preprocess(
      parseDiscountText,
      z.array(z.string().max(2048)).max(MAX_PRODUCT_IMAGES).optional(),
    ),
    mediaImageIds: z
      .array(textDbId('mediaImageIds must be media file ids'))
      .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} product images`)
      .default([]),
    catalogMediaId: optionalOf(textDbId('catalogMediaId must be a media file id')),
    videoMediaId: optionalOf(textDbId('videoMediaId must be a media file id')),
    variants: variantsFieldSchema,
    packs: packsFieldSchema,
  })
  .refine(minNotAboveMax, { message: CATALOGUE_MSG.minMaxOrder, path: ['maxOrderOty'] });
/** What the screen holds and sends (strings or numbers). */
export type ProductFormInput = z.input<typeof productFormSchema>;
/** The checked form. */
export type ProductForm = z.output<typeof productFormSchema>;

// ---- Products: answers ----

/** GET /products/{id} (product.md §3): the product with its link lists. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  adminName: z.string(),
  sku: z.string(),
  price: z.number(),
  mrp: z.number(),
  stockQty: z.number().int(),
  description: z.string(),
  fullDesc: z.string(),
  manufacturerId: z.number().int(),
  categoryId: z.number().int().nullable(),
  subcategoryId: z.number().int().nullable(),
  category: attributeOptionSchema.nullable(),
  subcategory: attributeOptionSchema.nullable(),
  gender: z.string().nullable(),
  weight: z.number().nullable(),
  len: z.number().nullable(),
  minOrderQty: z.number().int().nullable(),
  maxOrderOty: z.number().int().nullable(),
  edm: z.string().nullable(),
  hsnCode: z.string().nullable(),
  discount: z.array(z.object({ from: z.number(), to: z.number(), discount: z.number() })),
  status: z.enum(PRODUCT_STATUSES),
  images: z.array(z.string()),
  catalogUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  productColors: z.array(z.object({ colorId: z.number().int(), color: attributeOptionSchema })),
  productSizes: z.array(z.object({ sizeId: z.number().int(), size: attributeOptionSchema })),
  productBrands: z.array(z.object({ brandId: z.number().int(), brand: attributeOptionSchema })),
  productFabrics: z.array(z.object({ fabricId: z.number().int(), fabric: attributeOptionSchema })),
  productThemes: z.array(z.object({ themeId: z.number().int(), theme: attributeOptionSchema })),
  productMaterials: z.array(z.object({ materialId: z.number().int(), material: attributeOptionSchema })),
  productSeasons: z.array(z.object({ seasonId: z.number().int(), season: attributeOptionSchema })),
  /** One per size x colour (issue 18), colours in the product's order, sizes in the manufacturer's. */
  variants: z.array(variantSchema),
  packs: z.array(packSchema),
  orderMultiple: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;
/** One row of GET /products. */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  adminName: z.string(),
  sku: z.string(),
  price: z.number(),
  mrp: z.number(),
  stockQty: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  categoryId: z.number().int().nullable(),
  /** The first image, or none. */
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/**
 * GET /products and GET /products/export query: `q` over display name, name and SKU; filters by
 * category, status and low stock (`stockQty <= LOW_STOCK_THRESHOLD`).
 */
export const productListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  pageSize: textInt(1, MAX_DB_ID)
    .optional()
    .default(PRODUCT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  q: optionalText('search'),
  /** `active=true`: only Active products (the list used for ordering). */
  active: z
    .enum(['true', 'false'], 'active must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  categoryId: textDbId('categoryId must be a valid id').optional(),
  status: z.enum(PRODUCT_STATUSES, `status must be ${PRODUCT_STATUSES.join(' or ')}`).optional(),
  lowStock: z
    .enum(['true', 'false'], 'lowStock must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  sortBy: z
    .enum(PRODUCT_SORT_FIELDS, `sortBy must be one of ${PRODUCT_SORT_FIELDS.join(', ')}`)
    .optional()
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], 'sortOrder must be asc or desc').optional().default('desc'),
});
/** The list query as a caller builds it (sent as query-string text). */
export interface ProductListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  active?: boolean;
  categoryId?: number;
  status?: ProductStatus;
  lowStock?: boolean;
  sortBy?: ProductSortField;
  sortOrder?: 'asc' | 'desc';
}

export const productPageSchema = z.object({
  products: z.array(productListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

// ---- CSV import and export ----

/**
 * The import/export header, one column per product field (product.md §3); category and sub-category by
 * name, attribute lists by name separated by `|`, discount rules as `from-to:percent|...`.
 * Variants (issue 18): `variantStock` as `Navy/M=30|Navy/L=12` (colour/size, or the one name when
 * the product has only sizes or only colours; cells left out hold 0; blank: stockQty fills them),
 * `variantSkus` the same way (`Navy/M=KURTA-NAVY-M|...`; cells left out get the default SKU),
 * `variantPrices` the same way (`Navy/XXL=450|...`: a cell's own base price; cells left out
 * take the product's price; a file without the column keeps the cells' prices),
 * `packs` as `Set A:S=1,M=2,L=2,XL=1|Set B:M=6`, and `orderMultiple` a whole number or blank.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'adminName',
  'price',
  'mrp',
  'stockQty',
  'description',
  'fullDesc',
  'category',
  'subcategory',
  'colors',
  'sizes',
  'brands',
  'fabrics',
  'themes',
  'materials',
  'seasons',
  'gender',
  'edm',
  'status',
  'weight',
  'len',
  'minOrderQty',
  'maxOrderOty',
  'discount',
  'orderMultiple',
  'variantStock',
  'variantSkus',
  'variantPrices',
  'packs',
  'hsnCode',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
// Every text field of a product is a CSV column (a new field fails to compile until it has one).
PRODUCT_TEXT_FIELDS satisfies readonly ProductCsvColumn[];
/** A file without one of these is refused as a whole. */
export const REQUIRED_CSV_COLUMNS = [
  'sku',
  'name',
  'adminName',
  'price',
  'mrp',
  'stockQty',
  'description',
  'category',
] as const;

/** One row's failure: the row as a spreadsheet numbers it (header = row 1) and an error naming the column. */
export const importErrorSchema = z.object({ row: z.number().int(), error: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** POST /manufacturer/bulk-upload. A file refused as a whole answers 400 `{error, message}` instead. */
export const importResultSchema = z.object({
  message: z.string(),
  success: z.number().int(),
  failed: z.number().int(),
  /** The first 1,000 failures. */
  errors: z.array(importErrorSchema),
  /** When more rows failed than are listed: a CSV of every failed row with an `error` column, to fix and import again. */
  failedRowsUrl: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
