import type {
  AttributeItem,
  Category,
  ImportResult,
  Product,
  ProductImport,
  ProductListItem,
  ProductPage,
  Subcategory,
} from '@apparel/contracts';

export const anAttributeItem = (overrides: Partial<AttributeItem> = {}): AttributeItem => ({
  id: 1,
  name: 'Indigo',
  description: 'Deep blue dye',
  isActive: true,
  ...overrides,
});

export const aCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 10,
  name: 'Shirts',
  description: 'Formal and casual shirts',
  defaultHsn: null,
  subcategories: [
    { id: 101, name: 'Formal' },
    { id: 102, name: 'Casual' },
  ],
  subcategoryCount: 2,
  ...overrides,
});

export const aSubcategory = (overrides: Partial<Subcategory> = {}): Subcategory => ({
  id: 101,
  categoryId: 10,
  name: 'Formal',
  description: 'Office wear',
  ...overrides,
});

/** The two images every product fixture has, in order. */
export const KURTA_IMAGES = ['/uploads/products/kurta-1.webp', '/uploads/products/kurta-2.webp'] as const;

export const aProductListItem = (overrides: Partial<ProductListItem> = {}): ProductListItem => ({
  id: 42,
  name: 'Linen Kurta',
  adminName: 'KURTA-LIN-01',
  sku: 'KL-001',
  price: 1299.5,
  mrp: 1499,
  stockQty: 35,
  status: 'Active',
  categoryId: 10,
  images: [...KURTA_IMAGES],
  createdAt: '2026-03-05T10:15:00.000Z',
  ...overrides,
});

export const aProductPage = (
  products: ProductListItem[],
  overrides: Partial<ProductPage> = {},
): ProductPage => ({
  products,
  total: products.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 42,
  name: 'Linen Kurta',
  adminName: 'KURTA-LIN-01',
  sku: 'KL-001',
  price: 1299.5,
  mrp: 1499,
  stockQty: 35,
  description: 'A breathable linen kurta',
  fullDesc: '<p>Hand <strong>woven</strong></p>',
  manufacturerId: 3,
  categoryId: 10,
  subcategoryId: 102,
  category: { id: 10, name: 'Shirts' },
  subcategory: { id: 102, name: 'Casual' },
  gender: 'Men',
  weight: 0.4,
  len: 42,
  minOrderQty: 5,
  maxOrderOty: 50,
  edm: 'March',
  hsnCode: null,
  discount: [{ from: 10, to: 20, discount: 5 }],
  status: 'Active',
  images: [...KURTA_IMAGES],
  catalogUrl: '/uploads/catalogs/kurta.pdf',
  videoUrl: null,
  createdAt: '2026-03-05T10:15:00.000Z',
  updatedAt: '2026-03-06T10:15:00.000Z',
  productColors: [{ colorId: 1, color: { id: 1, name: 'Indigo' } }],
  productSizes: [],
  productBrands: [],
  productFabrics: [],
  productThemes: [],
  productMaterials: [],
  productSeasons: [],
  variants: [{ id: 420, sizeId: null, colorId: null, sku: 'KL-001', stockQty: 35, price: null }],
  packs: [],
  orderMultiple: null,
  ...overrides,
});

export const anImportResult = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  message: 'Import finished',
  success: 997,
  failed: 3,
  errors: [
    { row: 12, error: 'price: Must be a number' },
    { row: 480, error: 'category: No category named "Hats"' },
    { row: 901, error: 'sku: Required' },
  ],
  failedRowsUrl: null,
  ...overrides,
});

export const aProductImport = (overrides: Partial<ProductImport> = {}): ProductImport => ({
  id: 1,
  fileName: 'spring.csv',
  state: 'DONE',
  success: 120,
  failed: 0,
  failedRowsUrl: null,
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:09.000Z',
  ...overrides,
});
