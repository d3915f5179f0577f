import { ATTRIBUTE_TYPES, type AttributeType, GENDERS, MONTHS } from '@apparel/contracts';
import type { Transaction } from '../../db/client';
import { attributeItems, categories, products, subcategories } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { addDefaultVariants } from './default-variants';
import { garmentPng } from './demo-images';

const ATTRIBUTES: Record<AttributeType, string[]> = {
  colors: ['White', 'Black', 'Navy', 'Maroon', 'Olive', 'Mustard', 'Sky Blue', 'Coral'],
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  brands: ['UrbanLoom', 'Desi Threads', 'Coastline', 'Mill & Co'],
  fabrics: ['Cotton', 'Linen', 'Denim', 'Silk', 'Rayon', 'Polyester'],
  themes: ['Casual', 'Festive', 'Formal', 'Sports'],
  materials: ['Organic Cotton', 'Recycled Polyester', 'Khadi'],
  seasons: ['Summer', 'Winter', 'Monsoon', 'All Season'],
};

const COLOR_RGB: Record<string, readonly [number, number, number]> = {
  White: [235, 235, 230],
  Black: [40, 40, 45],
  Navy: [30, 50, 100],
  Maroon: [120, 30, 45],
  Olive: [110, 120, 60],
  Mustard: [215, 170, 50],
  'Sky Blue': [120, 180, 230],
  Coral: [240, 120, 100],
};

/** Categories, their sub-categories, and the product styles made in each (name, fabric, base price). */
const CATEGORIES: {
  name: string;
  description: string;
  /** The category's default HSN code (its products name none). */
  hsn: string;
  subs: string[];
  styles: [string, string, number][];
}[] = [
  {
    name: 'T-Shirts',
    hsn: '6109',
    description: 'Everyday knit tees',
    subs: ['Round Neck', 'V Neck', 'Polo'],
    styles: [
      ['Classic Crew Tee', 'Cotton', 349],
      ['Slub V-Neck Tee', 'Cotton', 399],
      ['Pique Polo', 'Cotton', 599],
    ],
  },
  {
    name: 'Shirts',
    hsn: '6205',
    description: 'Woven shirts for work and weekends',
    subs: ['Formal', 'Casual'],
    styles: [
      ['Oxford Button-Down', 'Cotton', 899],
      ['Linen Camp Shirt', 'Linen', 1199],
    ],
  },
  {
    name: 'Jeans',
    hsn: '6203',
    description: 'Denim bottoms',
    subs: ['Slim Fit', 'Straight Fit'],
    styles: [
      ['Stretch Slim Jeans', 'Denim', 1299],
      ['Rigid Straight Jeans', 'Denim', 1399],
    ],
  },
  {
    name: 'Kurtas',
    hsn: '6211',
    description: 'Ethnic wear',
    subs: ['Cotton Kurtas', 'Festive Kurtas'],
    styles: [
      ['Block Print Kurta', 'Cotton', 799],
      ['Silk Blend Festive Kurta', 'Silk', 1899],
    ],
  },
  {
    name: 'Dresses',
    hsn: '6204',
    description: 'Dresses for every occasion',
    subs: ['Maxi', 'Party'],
    styles: [
      ['Tiered Maxi Dress', 'Rayon', 1499],
      ['Sequin Party Dress', 'Polyester', 2499],
    ],
  },
  {
    name: 'Jackets',
    hsn: '6201',
    description: 'Layers for cooler days',
    subs: ['Denim Jackets', 'Bombers'],
    styles: [
      ['Trucker Denim Jacket', 'Denim', 2199],
      ['Quilted Bomber', 'Polyester', 2799],
    ],
  },
];

const PRODUCT_COUNT = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo manufacturer's living catalogue (DEMO_DATA): the seven attribute types with apparel
 * values, categories with sub-categories, and 60 products across them with generated images,
 * discount rules, a few inactive, added over the last two months.
 */
export const insertDemoCatalogue = async (
  tx: Transaction,
  manufacturerId: number,
  now: Date,
  storage?: FileStorage,
): Promise<void> => {
  const itemIds = {} as Record<AttributeType, { id: number; name: string }[]>;
  for (const type of ATTRIBUTE_TYPES) {
    itemIds[type] = await tx
      .insert(attributeItems)
      .values(
        ATTRIBUTES[type].map((name) => ({ manufacturerId, type, name, description: `${name} (${type})` })),
      )
      .returning({ id: attributeItems.id, name: attributeItems.name });
  }
  const styles: { categoryId: number; subcategoryId: number; style: [string, string, number] }[] = [];
  for (const category of CATEGORIES) {
    const [created] = await tx
      .insert(categories)
      .values({
        manufacturerId,
        name: category.name,
        description: category.description,
        defaultHsn: category.hsn,
      })
      .returning({ id: categories.id });
    if (!created) throw new Error('The demo category was not created');
    const subs = await tx
      .insert(subcategories)
      .values(category.subs.map((name) => ({ manufacturerId, categoryId: created.id, name })))
      .returning({ id: subcategories.id });
    for (const [i, style] of category.styles.entries()) {
      const sub = subs[i % subs.length] as { id: number };
      styles.push({ categoryId: created.id, subcategoryId: sub.id, style });
    }
  }
  const pick = <T>(list: T[], i: number, count: number) =>
    Array.from({ length: count }, (_, k) => list[(i + k * 3) % list.length] as T);
  const productIds: number[] = [];
  for (let i = 0; i < PRODUCT_COUNT; i += 1) {
    const { categoryId, subcategoryId, style } = styles[i % styles.length] as (typeof styles)[number];
    const [styleName, fabricName, basePrice] = style;
    const color = itemIds.colors[i % itemIds.colors.length] as { id: number; name: string };
    const image = storage
      ? await storage.save(garmentPng(COLOR_RGB[color.name] ?? [128, 128, 128], i), {
          folder: 'products/images',
          extension: 'png',
          contentType: 'image/png',
        })
      : null;
    const fabric = itemIds.fabrics.find((f) => f.name === fabricName);
    const links = [
      color,
      ...pick(itemIds.sizes, i, 4),
      ...pick(itemIds.brands, i, 1),
      ...(fabric ? [fabric] : []),
      ...pick(itemIds.themes, i, 1),
      ...pick(itemIds.materials, i, 1),
      ...pick(itemIds.seasons, i, 1),
    ];
    const price = basePrice + (i % 4) * 50;
    const created = await tx
      .insert(products)
      .values({
        manufacturerId,
        sku: `DEMO-${String(i + 1).padStart(3, '0')}`,
        name: `${color.name} ${styleName}`,
        adminName: `${styleName} / ${color.name} / lot ${100 + i}`,
        price,
        mrp: Math.round(price * 1.4),
        stockQty: (i * 37) % 250,
        description: `${styleName} in ${color.name.toLowerCase()} ${fabricName.toLowerCase()}.`,
        fullDesc: `<h2>${styleName}</h2><p>Made in <strong>${fabricName}</strong>, finished in <em>${color.name}</em>.</p><ul><li>Machine wash cold</li><li>Regular fit</li></ul>`,
        categoryId,
        subcategoryId,
        gender: GENDERS[i % GENDERS.length],
        weight: 0.2 + (i % 5) * 0.1,
        len: 65 + (i % 6) * 2,
        minOrderQty: 10,
        maxOrderQty: 500,
        edm: MONTHS[i % MONTHS.length],
        discount:
          i % 3 === 0
            ? [
                { from: 10, to: 49, discount: 5 },
                { from: 50, to: 500, discount: 10 },
              ]
            : [],
        status: i % 9 === 4 ? 'Inactive' : 'Active',
        itemIds: [...new Set(links.map((l) => l.id))],
        images: image ? [image.key] : [],
        createdAt: new Date(now.getTime() - (PRODUCT_COUNT - i) * DAY_MS),
      })
      .returning({ id: products.id });
    productIds.push(...created.map((row) => row.id));
  }
  await addDefaultVariants(tx, productIds, { spread: true });
};
