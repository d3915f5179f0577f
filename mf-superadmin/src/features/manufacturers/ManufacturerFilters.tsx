import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ManufacturerFilterValues } from './use-manufacturer-list-params';

interface ManufacturerFiltersProps {
  applied: ManufacturerFilterValues;
  onApply: (filters: ManufacturerFilterValues) => void;
}

/** Name and State filters, applied with Search (or Enter); Clear drops both. */
export function ManufacturerFilters({ applied, onApply }: ManufacturerFiltersProps) {
  const [draft, setDraft] = useState(applied);
  const hasFilters = !!(applied.name || applied.state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <search>
      <form aria-label="Filter manufacturers" onSubmit={submit}>
        <Group align="flex-end" mb="md">
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <TextInput
            label="State"
            value={draft.state}
            onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value })}
          />
          <Button type="submit">Search</Button>
          {hasFilters ? (
            <Button variant="default" onClick={() => onApply({ name: '', state: '' })}>
              Clear
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
