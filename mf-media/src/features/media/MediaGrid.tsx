import type { MediaItem } from '@apparel/contracts';
import { SimpleGrid } from '@mantine/core';
import { MediaCard } from './MediaCard';

/** product.md §9: a grid of 5 columns; fewer on narrower screens, one on a phone. */
export function MediaGrid({ items }: { items: readonly MediaItem[] }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Media files"
      cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <MediaCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}
