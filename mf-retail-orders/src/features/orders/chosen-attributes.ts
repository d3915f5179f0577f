import { ORDER_ATTRIBUTE_KINDS, ORDER_ATTRIBUTE_LABELS } from '@apparel/contracts';

type Chosen = { name: string } | null | undefined;

/** "Color: Red", "Size: M", ... for the kinds chosen on a line, in product.md's order. */
export const chosenAttributeLines = (item: Partial<Record<(typeof ORDER_ATTRIBUTE_KINDS)[number], Chosen>>) =>
  ORDER_ATTRIBUTE_KINDS.flatMap((kind) => {
    const chosen = item[kind];
    return chosen ? [`${ORDER_ATTRIBUTE_LABELS[kind]}: ${chosen.name}`] : [];
  });
