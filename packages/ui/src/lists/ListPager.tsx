import { Button, Group, Pagination, Text } from '@mantine/core';

interface ListPagerProps {
  page: number;
  onChange: (page: number) => void;
  /** The navigation's name, e.g. "Retailer pages". */
  label: string;
  /** Known when the list counts its rows: numbered pages ("Page 2 of 9"). */
  totalPages?: number;
  /** When the list does not count (orders): whether a next page exists. */
  hasNext?: boolean;
  /** Rows in all and their word, e.g. { count: 45, noun: 'products' }: "(45 products)". */
  total?: { count: number; noun: string };
  /** Prev, "Page N" and Next only, even with a known page count (product.md's media pager). */
  prevNext?: boolean;
}

/** Pages of a counted list: at least one, so an empty filter still shows "Page 1 of 1". */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * The one pager: numbered pages with First/Previous/Next/Last when the page count is known, or Prev,
 * "Page N" and Next (Next disabled on the last page); every button is named for a screen reader.
 */
export function ListPager({ page, onChange, label, totalPages, hasNext, total, prevNext }: ListPagerProps) {
  const numbered = totalPages !== undefined && !prevNext;
  const lastPage = totalPages ?? (hasNext ? page + 1 : page);
  const position = numbered ? `Page ${page} of ${totalPages}` : `Page ${page}`;
  return (
    <nav aria-label={label}>
      {numbered ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total ? `${position} (${total.count} ${total.noun})` : position}
          </Text>
          <Pagination
            total={lastPage}
            value={page}
            onChange={onChange}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Group>
      ) : (
        <Group justify="center" mt="lg" gap="md">
          <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            Prev
          </Button>
          <Text aria-live="polite">{position}</Text>
          <Button variant="default" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </nav>
  );
}
