import { ORDER_STATUSES, type OrderStatus } from '@apparel/contracts';
import { Button, Group, Select, Text } from '@mantine/core';

interface OrderFiltersProps {
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
}

/** The status filter of the orders list. */
export function OrderFilters({ status, onStatus }: OrderFiltersProps) {
  return (
    <Select
      label="Status"
      w={200}
      mb="md"
      data={[{ value: '', label: 'All' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: s }))]}
      value={status ?? ''}
      onChange={(value) => onStatus(value ? (value as OrderStatus) : undefined)}
      allowDeselect={false}
    />
  );
}

interface PagerProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Prev and Next with "Page N" (server paging). */
export function OrderPager({ page, hasNext, onPage }: PagerProps) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Text aria-live="polite">Page {page}</Text>
      <Button variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
