import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface StatementRangeProps {
  /** The range shown (India days, YYYY-MM-DD). */
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
}

/** From and To of the statement, applied together ("Show"), so a half-typed range loads nothing. */
export function StatementRange({ from, to, onApply }: StatementRangeProps) {
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Statement dates">
      <Group align="flex-end" mb="md">
        <TextInput
          label="From"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
        <Button type="submit" variant="light">
          Show
        </Button>
      </Group>
    </form>
  );
}
