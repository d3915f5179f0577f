import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useFilterDraft } from './filter-draft';

interface ListSearchProps {
  /** The box's label and the form's name, e.g. "Search retailers". */
  label: string;
  placeholder?: string;
  /** The search the list shows now (from the URL). */
  applied: string;
  onApply: (q: string) => void;
  /** The list's other filters (selects, switches), applied as they change. */
  children?: ReactNode;
}

/**
 * The one search box of a list: applied with Search (or Enter), Clear drops it; the list's filters sit
 * beside it. Back and Clear show what the list shows; what is typed after Clear stays (filter-draft.ts).
 */
export function ListSearch({ label, placeholder, applied, onApply, children }: ListSearchProps) {
  const { draft, setDraft, apply } = useFilterDraft(applied, onApply);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <search>
      <form aria-label={label} onSubmit={submit}>
        <Group align="flex-end" mb="md">
          <TextInput
            label={label}
            placeholder={placeholder}
            type="search"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            className="list-search"
          />
          <Button type="submit">Search</Button>
          {applied ? (
            <Button variant="default" onClick={() => apply('')}>
              Clear
            </Button>
          ) : null}
          {children}
        </Group>
      </form>
    </search>
  );
}
