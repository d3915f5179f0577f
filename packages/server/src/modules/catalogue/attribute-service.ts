import {
  type AttributeItem,
  type AttributeItemForm,
  type AttributeOption,
  type AttributeType,
  attributeItemFormSchema,
  attributeTypeLabel,
  compareAttributeItems,
} from '@apparel/contracts';
import { and, arrayContains, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributeItems, products } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { createAttributeList, itemColumns } from './attribute-list';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors';

export type AttributeService = ReturnType<typeof createAttributeService>;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The seven attribute lists of one manufacturer (colors, sizes, ...), one table with a `type`. */
export const createAttributeService = (db: Database) => {
  const owned = (manufacturerId: number, type: AttributeType, id: number) =>
    and(
      eq(attributeItems.id, id),
      eq(attributeItems.manufacturerId, manufacturerId),
      eq(attributeItems.type, type),
    );
  const notFoundError = (type: AttributeType) => notFound(`${attributeTypeLabel(type)} not found`);
  const nameTaken = (type: AttributeType, name: string) =>
    new ApiError(409, `A ${attributeTypeLabel(type).toLowerCase()} named "${name}" already exists`);

  /** Writes, mapping the unique index on (manufacturer, type, lower(name)) to a 409. */
  const writeUnique = async <T>(type: AttributeType, name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw nameTaken(type, name);
      throw error;
    }
  };

  return {
    list: createAttributeList(db),

    /** The active items as select options. */
    options: async (manufacturerId: number, type: AttributeType): Promise<AttributeOption[]> => {
      const options = await db
        .select({ id: attributeItems.id, name: attributeItems.name })
        .from(attributeItems)
        .where(
          and(
            eq(attributeItems.manufacturerId, manufacturerId),
            eq(attributeItems.type, type),
            eq(attributeItems.isActive, true),
          ),
        );
      return options.sort(compareAttributeItems(type));
    },

    async assertExists(manufacturerId: number, type: AttributeType, id: number): Promise<void> {
      const [row] = await db
        .select({ id: attributeItems.id })
        .from(attributeItems)
        .where(owned(manufacturerId, type, id));
      if (!row) throw notFoundError(type);
    },

    async create(
      manufacturerId: number,
      type: AttributeType,
      form: AttributeItemForm,
    ): Promise<AttributeItem> {
      const { name, description, isActive } = attributeItemFormSchema.parse(form);
      const [created] = await writeUnique(type, name, () =>
        db
          .insert(attributeItems)
          .values({ manufacturerId, type, name, description: description || null, isActive })
          .returning(itemColumns),
      );
      if (!created) throw new Error('The item was not created');
      return created;
    },

    async update(
      manufacturerId: number,
      type: AttributeType,
      id: number,
      form: AttributeItemForm,
    ): Promise<AttributeItem> {
      const { name, description, isActive } = attributeItemFormSchema.parse(form);
      const [updated] = await writeUnique(type, name, () =>
        db
          .update(attributeItems)
          .set({ name, description: description || null, isActive })
          .where(owned(manufacturerId, type, id))
          .returning(itemColumns),
      );
      if (!updated) throw notFoundError(type);
      return updated;
    },

    /** 409 naming how many products use the item; otherwise gone. */
    async remove(manufacturerId: number, type: AttributeType, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: attributeItems.id })
          .from(attributeItems)
          .where(owned(manufacturerId, type, id))
          .for('update');
        if (!item) throw notFoundError(type);
        const [use] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(products)
          .where(and(arrayContains(products.itemIds, [id]), isNull(products.deletedAt)));
        const count = use?.count ?? 0;
        if (count > 0)
          throw new ApiError(
            409,
            `This ${attributeTypeLabel(type).toLowerCase()} is used by ${plural(count, 'product')}; remove it from them first`,
          );
        await tx.delete(attributeItems).where(eq(attributeItems.id, id));
      });
    },
  };
};
