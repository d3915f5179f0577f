import { StateSelect, useFilterDraft } from '@apparel/ui';
import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { ManufacturerFilterValues } from './manufacturer-list-params';

interface ManufacturerFiltersProps {
  applied: ManufacturerFilterValues;
  onApply: (filters: ManufacturerFilterValues) => void;
}

/** Name (any part, any case) and State (picked from the list), applied with Search; Clear drops both. */
export function ManufacturerFilters({ applied, onApply }: ManufacturerFiltersProps) {
  const { draft, setDraft, apply } = useFilterDraft(applied, onApply);
  const hasFilters = !!(applied.name || applied.state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
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
          <StateSelect
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            clearable
            placeholder="Any state"
          />
          <Button type="submit">Search</Button>
          {hasFilters ? (
            <Button variant="default" onClick={() => apply({ name: '', state: '' })}>
              Clear
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
