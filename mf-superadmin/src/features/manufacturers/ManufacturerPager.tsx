import { Group, Pagination, Text } from '@mantine/core';

interface ManufacturerPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** "Page N of M" and the page buttons, each with a name a screen reader can read. */
export function ManufacturerPager({ page, totalPages, onChange }: ManufacturerPagerProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
