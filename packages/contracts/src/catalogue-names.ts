/**
 * The catalogue's names without its schemas (catalogue.ts builds those): the attribute types and their
 * singular readings, the product's own fields and its link lists. The api-client's catalogue hooks read
 * them on every catalogue page, the New order screen and the dashboard, so this file must not bring zod
 * (packages/mf-config/test/zod-free-contracts.test.ts).
 */

/** Attribute types as the management pages name them (GET /attr/{type}; product.md §2). */
export const ATTRIBUTE_TYPES = [
  'colors',
  'sizes',
  'brands',
  'fabrics',
  'themes',
  'materials',
  'seasons',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** The singular reading the product and order screens use (GET /attr/color: active items as {id, name}). */
export const ATTRIBUTE_SINGULAR = {
  colors: 'color',
  sizes: 'size',
  brands: 'brand',
  fabrics: 'fabric',
  themes: 'theme',
  materials: 'material',
  seasons: 'season',
} as const satisfies Record<AttributeType, string>;
export type AttributeSingular = (typeof ATTRIBUTE_SINGULAR)[AttributeType];
export const ATTRIBUTE_SINGULARS = ATTRIBUTE_TYPES.map((t) => ATTRIBUTE_SINGULAR[t]);
/** "Color" for colors: the "+ Add {Type}" button and page titles. */
export const attributeTypeLabel = (type: AttributeType): string =>
  ATTRIBUTE_SINGULAR[type].charAt(0).toUpperCase() + ATTRIBUTE_SINGULAR[type].slice(1);

/**
 * The one list of a product's own fields (product.md §5): the form data, the multipart reader, the CSV
 * row and the form read it. catalogue.ts's `productFieldsShape` gives each its schema and must name
 * exactly these (its `satisfies` fails the typecheck otherwise).
 */
export const PRODUCT_FIELDS = [
  'name',
  'adminName',
  'sku',
  'price',
  'mrp',
  'stockQty',
  'weight',
  'len',
  'minOrderQty',
  'maxOrderOty',
  'orderMultiple',
  'gender',
  'edm',
  'hsnCode',
  'status',
  'description',
  'fullDesc',
  'discount',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The fields that travel as one text value each (form part, CSV cell); `discount` travels as JSON. */
export type ProductTextField = Exclude<ProductField, 'discount'>;
export const PRODUCT_TEXT_FIELDS = PRODUCT_FIELDS.filter((f): f is ProductTextField => f !== 'discount');

/** The multi-select fields of the form and the link lists of the answer, per attribute type. */
export const PRODUCT_LINKS = {
  colors: { ids: 'colorIds', list: 'productColors', idKey: 'colorId', item: 'color' },
  sizes: { ids: 'sizeIds', list: 'productSizes', idKey: 'sizeId', item: 'size' },
  brands: { ids: 'brandIds', list: 'productBrands', idKey: 'brandId', item: 'brand' },
  fabrics: { ids: 'fabricIds', list: 'productFabrics', idKey: 'fabricId', item: 'fabric' },
  themes: { ids: 'themeIds', list: 'productThemes', idKey: 'themeId', item: 'theme' },
  materials: { ids: 'materialIds', list: 'productMaterials', idKey: 'materialId', item: 'material' },
  seasons: { ids: 'seasonIds', list: 'productSeasons', idKey: 'seasonId', item: 'season' },
} as const satisfies Record<AttributeType, { ids: string; list: string; idKey: string; item: string }>;
