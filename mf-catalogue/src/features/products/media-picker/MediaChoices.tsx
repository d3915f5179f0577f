import type { MediaItem } from '@apparel/contracts';
import { Anchor, Card, Checkbox, Image, Radio, SimpleGrid } from '@mantine/core';
import { useId } from 'react';

interface MediaChoicesProps {
  items: MediaItem[];
  /** Checkboxes (several images) or radios (one PDF or video). */
  multiple: boolean;
  chosen: MediaItem[];
  /** No more may be checked (the product's image limit); checked ones can still be unchecked. */
  full: boolean;
  label: string;
  onToggle: (item: MediaItem) => void;
}

/** One page of library files to choose from: a thumbnail for an image, a View link otherwise. */
export function MediaChoices({ items, multiple, chosen, full, label, onToggle }: MediaChoicesProps) {
  const group = useId();
  const Control = multiple ? Checkbox : Radio;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 5 }}
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      spacing="xs"
    >
      {items.map((item) => {
        const id = `${group}-${item.id}`;
        const checked = chosen.some((c) => c.id === item.id);
        const isImage = item.type.startsWith('image/');
        return (
          <Card
            key={item.id}
            withBorder
            padding="xs"
            style={checked ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            {isImage ? (
              // A second label of the same control: clicking the thumbnail chooses it too.
              <label htmlFor={id}>
                <Image src={item.url} alt="" h={88} fit="contain" loading="lazy" />
              </label>
            ) : null}
            <Control
              id={id}
              name={group}
              value={String(item.id)}
              checked={checked}
              disabled={full && !checked}
              onChange={() => onToggle(item)}
              label={item.filename}
              mt={isImage ? 'xs' : 0}
              styles={{ label: { wordBreak: 'break-all' } }}
            />
            {isImage ? null : (
              <Anchor
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                mt={4}
                aria-label={`View ${item.filename}`}
              >
                View
              </Anchor>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
