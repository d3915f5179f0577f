import { FALLBACK } from '@apparel/contracts';
import { Center, Group, Loader, Text } from '@mantine/core';

/** Loading states read "Loading..." (product.md §8). */
export function Loading() {
  return (
    <Center py="xl">
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{FALLBACK.loading}</Text>
      </Group>
    </Center>
  );
}
