import { Button, Group, Text } from '@mantine/core';

interface PrevNextPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The navigation's name, e.g. "Media pages". */
  label: string;
}

/** Prev, "Page N" and Next, the media library's pager (SPEC 2); Next is disabled at totalPages. */
export function PrevNextPager({ page, totalPages, onChange, label }: PrevNextPagerProps) {
  return (
    <nav aria-label={label}>
      <Group justify="center" mt="lg" gap="md">
        <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Prev
        </Button>
        <Text aria-live="polite">Page {page}</Text>
        <Button variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          Next
        </Button>
      </Group>
    </nav>
  );
}
