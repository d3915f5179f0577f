import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import { movedAnnouncement, moveItem, type SelectedProduct } from './selected-products';

interface SelectedProductListProps {
  products: SelectedProduct[];
  onChange: (products: SelectedProduct[]) => void;
}

const ArrowUp = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
  </svg>
);
const ArrowDown = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M12 19l7-7h-4V5H9v7H5z" fill="currentColor" />
  </svg>
);

/**
 * The sheet's products in the order buyers see them (product.md §17): dragged with a mouse, or moved
 * one place at a time by "Move up" / "Move down" (keyboard and touch), each move announced; focus
 * stays on the moved product's button so a keyboard user can keep moving it.
 */
export function SelectedProductList({ products, onChange }: SelectedProductListProps) {
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    const product = products[from];
    if (!product || to < 0 || to >= products.length || from === to) return;
    onChange(moveItem(products, from, to));
    setAnnouncement(movedAnnouncement(product.name, to + 1, products.length));
    if (focus)
      requestAnimationFrame(() => {
        const button = list.current?.querySelector<HTMLButtonElement>(
          `[data-product="${product.id}"][data-move="${focus}"]:not(:disabled)`,
        );
        (
          button ??
          list.current?.querySelector<HTMLButtonElement>(`[data-product="${product.id}"]:not(:disabled)`)
        )?.focus();
      });
  };
  const remove = (index: number) => {
    const product = products[index];
    if (!product) return;
    onChange(products.filter((_, at) => at !== index));
    setAnnouncement(`${product.name} removed`);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };

  return (
    <div ref={list}>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          No products yet: add them by search or by category.
        </Text>
      ) : (
        <Stack
          component="ol"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Products in this line sheet"
        >
          {products.map((product, index) => (
            <Paper
              component="li"
              withBorder
              p="xs"
              key={product.id}
              draggable
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              style={{ cursor: 'grab' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <span style={{ minWidth: 0 }}>
                  <Text span fw={600}>
                    {index + 1}. {product.name}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed">
                    {product.sku}
                  </Text>
                </span>
                <span className="row-actions">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move up ${product.name}`}
                    data-product={product.id}
                    data-move="up"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUp />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move down ${product.name}`}
                    data-product={product.id}
                    data-move="down"
                    disabled={index === products.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDown />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${product.name}`}
                    onClick={() => remove(index)}
                  >
                    ×
                  </ActionIcon>
                </span>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
