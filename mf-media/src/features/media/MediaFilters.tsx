import { MEDIA_TYPE_FILTERS, type MediaTypeFilter } from '@apparel/contracts';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { MEDIA_TEXTS } from '../../shared/texts';

export interface MediaFilterValues {
  filename: string;
  type: MediaTypeFilter | '';
}

interface MediaFiltersProps {
  /** The filters the grid shows now (from the URL). */
  applied: MediaFilterValues;
  onApply: (values: Partial<MediaFilterValues>, options: { replace: boolean }) => void;
}

const SEARCH_DELAY_MS = 300;

const TYPE_OPTIONS = [
  { value: '', label: MEDIA_TEXTS.allTypes },
  ...MEDIA_TYPE_FILTERS.map((type) => ({ value: type, label: type })),
];

/**
 * The filename search box (applied as it is typed, after a pause) and the type filter (All Types,
 * images, videos, catalogs); the list keeps both in the URL.
 */
export function MediaFilters({ applied, onApply }: MediaFiltersProps) {
  const [filename, setFilename] = useState(applied.filename);
  const applyFilename = useDebouncedCallback(
    (text: string) => onApply({ filename: text }, { replace: true }),
    SEARCH_DELAY_MS,
  );
  return (
    <search>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput
          label={MEDIA_TEXTS.search}
          type="search"
          value={filename}
          onChange={(event) => {
            setFilename(event.currentTarget.value);
            applyFilename(event.currentTarget.value);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={MEDIA_TEXTS.type}
          data={TYPE_OPTIONS}
          value={applied.type}
          onChange={(event) =>
            onApply({ type: event.currentTarget.value as MediaFilterValues['type'] }, { replace: false })
          }
        />
      </Group>
    </search>
  );
}
