import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/** The search box: display name, name or SKU; applied with Search (or Enter), Clear drops it. */
export function ProductSearch({ applied, onApply }: { applied: string; onApply: (q: string) => void }) {
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <search>
      <form aria-label="Search products" onSubmit={submit}>
        <Group align="flex-end" mb="md">
          <TextInput
            label="Search products"
            placeholder="Name or SKU"
            type="search"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit">Search</Button>
          {applied ? (
            <Button variant="default" onClick={() => onApply('')}>
              Clear
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
