import { MEDIA_TYPE_FILTERS, type MediaTypeFilter } from '@apparel/contracts';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MEDIA_TEXTS } from '../../shared/texts';

export interface MediaFilterValues {
  filename: string;
  type: MediaTypeFilter | '';
}

interface MediaFiltersProps {
  values: MediaFilterValues;
  onChange: (values: MediaFilterValues) => void;
}

const TYPE_OPTIONS = [
  { value: '', label: MEDIA_TEXTS.allTypes },
  ...MEDIA_TYPE_FILTERS.map((type) => ({ value: type, label: type })),
];

/** The filename search box and the type filter (All Types, images, videos, catalogs). */
export function MediaFilters({ values, onChange }: MediaFiltersProps) {
  return (
    <search>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput
          label={MEDIA_TEXTS.search}
          type="search"
          value={values.filename}
          onChange={(event) => onChange({ ...values, filename: event.currentTarget.value })}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={MEDIA_TEXTS.type}
          data={TYPE_OPTIONS}
          value={values.type}
          onChange={(event) =>
            onChange({ ...values, type: event.currentTarget.value as MediaFilterValues['type'] })
          }
        />
      </Group>
    </search>
  );
}
