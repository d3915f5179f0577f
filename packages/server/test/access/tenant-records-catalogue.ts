import { ATTRIBUTE_SINGULAR, ATTRIBUTE_TYPES } from '@apparel/contracts';
import { attributeItems, categories, products, subcategories } from '../../src/db/schema';
import type { TenantContext, TenantRecord } from './tenant-records';

/** Records of manufacturer A, written straight into the database (A has no subscription to create products). */
const ownerOf = ({ owner }: TenantContext) => {
  if (!owner.manufacturerId) throw new Error('The MANUFACTURER caller has no manufacturer');
  return owner.manufacturerId;
};

const newCategory = async (context: TenantContext) => {
  const [row] = await context.server.db
    .insert(categories)
    .values({ manufacturerId: ownerOf(context), name: `Tenant category ${Math.random()}` })
    .returning({ id: categories.id });
  if (!row) throw new Error('No category');
  return row.id;
};

/** The catalogue's `:id` routes: attribute items of each type (both readings), categories, sub-categories, products. */
export const CATALOGUE_TENANT_RECORDS: TenantRecord[] = [
  ...ATTRIBUTE_TYPES.flatMap((type) =>
    [type, ATTRIBUTE_SINGULAR[type]].map((name) => ({
      prefix: `/api/attr/${name}/`,
      async create(context: TenantContext) {
        const [row] = await context.server.db
          .insert(attributeItems)
          .values({ manufacturerId: ownerOf(context), type, name: `Tenant ${type} ${Math.random()}` })
          .returning({ id: attributeItems.id });
        if (!row) throw new Error('No attribute item');
        return row.id;
      },
    })),
  ),
  { prefix: '/api/attr/categories/', create: newCategory },
  {
    prefix: '/api/attr/categories/subcategory/',
    async create(context) {
      const categoryId = await newCategory(context);
      const [row] = await context.server.db
        .insert(subcategories)
        .values({ manufacturerId: ownerOf(context), categoryId, name: 'Tenant subcategory' })
        .returning({ id: subcategories.id });
      if (!row) throw new Error('No subcategory');
      return row.id;
    },
  },
  {
    prefix: '/api/products/',
    async create(context) {
      const categoryId = await newCategory(context);
      const [row] = await context.server.db
        .insert(products)
        .values({
          manufacturerId: ownerOf(context),
          sku: `TENANT-${Math.random()}`,
          name: 'Tenant product',
          adminName: 'Tenant product',
          price: 10,
          mrp: 20,
          stockQty: 1,
          description: 'Owned by manufacturer A',
          categoryId,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('No product');
      return row.id;
    },
  },
];
