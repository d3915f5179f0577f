import type { OrderItem } from '@apparel/contracts';
import { Text } from '@mantine/core';

/**
 * What priced a placed line, as the order keeps it (product.md §15): "A-contract, 100+",
 * "Distributors −12 %", "Quantity discount 10 %", "Base price". A later change of the list leaves it.
 */
export function LinePriceSource({ item }: { item: Pick<OrderItem, 'priceSource'> }) {
  if (!item.priceSource) return null;
  return (
    <Text size="sm" c="dimmed">
      {item.priceSource}
    </Text>
  );
}
