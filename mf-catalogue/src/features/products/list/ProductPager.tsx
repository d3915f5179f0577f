import { Group, Pagination, Text } from '@mantine/core';

interface ProductPagerProps {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
}

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** "Page N of M" with the product count and the page buttons, each named for a screen reader. */
export function ProductPager({ page, totalPages, total, onChange }: ProductPagerProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages} ({total} products)
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
