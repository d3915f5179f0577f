import type { Order, Product, Retailer, RetailerLink } from '@apparel/contracts';

export const aRetailer = (overrides: Partial<Retailer> = {}): Retailer => ({
  id: 7,
  name: 'Sharma Garments',
  address: '14 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  gstin: null,
  outletName: 'Sharma Outlet',
  outletAddr: '15 MG Road',
  contactPerson: 'Anil Sharma',
  type: 'Retailer',
  user: { id: 31, name: 'Anil Sharma', email: 'anil@retail.test', mobile: '9110000001' },
  ...overrides,
});

export const aLink = (
  id: number,
  status: RetailerLink['status'],
  retailer: Partial<Retailer> = {},
): RetailerLink => ({
  id,
  status,
  retailer: aRetailer({ id: 100 + id, ...retailer }),
});

/** A product as GET /products/{id} answers it: sizes S and M, colors Red and Blue (100 in each cell), quantity discounts. */
export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 5,
  name: 'Cotton Shirt',
  adminName: 'Cotton Shirt',
  sku: 'SH-1',
  price: 199.99,
  mrp: 249,
  stockQty: 400,
  description: 'Shirt',
  fullDesc: '',
  manufacturerId: 1,
  categoryId: null,
  subcategoryId: null,
  category: null,
  subcategory: null,
  gender: null,
  weight: null,
  len: null,
  minOrderQty: null,
  maxOrderOty: null,
  edm: null,
  hsnCode: null,
  discount: [
    { from: 10, to: 49, discount: 5 },
    { from: 50, to: 99, discount: 12.5 },
  ],
  status: 'Active',
  images: [],
  catalogUrl: null,
  videoUrl: null,
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
  productColors: [
    { colorId: 11, color: { id: 11, name: 'Red' } },
    { colorId: 12, color: { id: 12, name: 'Blue' } },
  ],
  productSizes: [
    { sizeId: 21, size: { id: 21, name: 'S' } },
    { sizeId: 22, size: { id: 22, name: 'M' } },
  ],
  productBrands: [],
  productFabrics: [],
  productThemes: [],
  productMaterials: [],
  productSeasons: [],
  variants: [
    { id: 51, colorId: 11, sizeId: 21, sku: 'SH-1-RED-S', stockQty: 100, price: null },
    { id: 52, colorId: 11, sizeId: 22, sku: 'SH-1-RED-M', stockQty: 100, price: null },
    { id: 53, colorId: 12, sizeId: 21, sku: 'SH-1-BLUE-S', stockQty: 100, price: null },
    { id: 54, colorId: 12, sizeId: 22, sku: 'SH-1-BLUE-M', stockQty: 100, price: null },
  ],
  packs: [],
  orderMultiple: null,
  ...overrides,
});

/** An order as POST /orders and GET /orders/{id} answer it: PENDING, no lines unless given. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 99,
  status: 'PENDING',
  totalAmount: 0,
  createdAt: '2025-06-02T04:30:00.000Z',
  retailer: { id: 101, name: 'Sharma Garments' },
  holdReason: null,
  acceptedAt: null,
  items: [],
  dispatches: [],
  invoices: [],
  creditNotes: [],
  ...overrides,
});
