import { Button, Group, Text } from '@mantine/core';
import { MEDIA_TEXTS } from '../../shared/texts';

interface MediaPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Prev, "Page N" and Next; Next is disabled at totalPages (SPEC 2). */
export function MediaPager({ page, totalPages, onChange }: MediaPagerProps) {
  return (
    <nav aria-label="Media pages">
      <Group justify="center" mt="lg" gap="md">
        <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {MEDIA_TEXTS.prev}
        </Button>
        <Text aria-live="polite">{MEDIA_TEXTS.page(page)}</Text>
        <Button variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          {MEDIA_TEXTS.next}
        </Button>
      </Group>
    </nav>
  );
}
