import type { QuotedItem } from '@apparel/contracts';
import { Text } from '@mantine/core';
import { rungText } from './order-quote';

/** Under a line priced by a list: what priced it ("A-contract, 100+") and the rung still ahead. */
export function QuotedPriceSource({ item }: { item: QuotedItem }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {item.priceSource}
      </Text>
      {item.nextRung ? (
        <Text size="sm" c="dimmed">
          {rungText(item.nextRung)}
        </Text>
      ) : null}
    </>
  );
}
