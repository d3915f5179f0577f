import { ORDER_ATTRIBUTE_LABELS, type OrderAttributeKind, type Product } from '@apparel/contracts';
import { Select } from '@apparel/ui';
import { SimpleGrid } from '@mantine/core';
import { optionLeft } from './cell-stock';
import { type Choices, type OrderLine, offeredOptions } from './order-lines';

interface AttributeSelectsProps {
  product: Product;
  choices: Choices;
  /** Order Items so far: what is left of a size or colour counts what they already hold. */
  lines: OrderLine[];
  onChange: (choices: Choices) => void;
}

const KEEPS_STOCK = new Set<OrderAttributeKind>(['color', 'size']);

/**
 * One select per attribute kind the product offers options for (product.md §2 step 2). Size and colour
 * options show what is left for the other choice ("M · 30 left"); the option keeps its name, and the
 * chosen option's figure is the select's description.
 */
export function AttributeSelects({ product, choices, lines, onChange }: AttributeSelectsProps) {
  const offered = offeredOptions(product);
  if (offered.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {offered.map(([kind, options]) => {
        const stocked = KEEPS_STOCK.has(kind);
        const leftOf = (id: number) => optionLeft(product, lines, kind as 'color' | 'size', id, choices);
        const chosen = choices[kind];
        return (
          <Select
            key={kind}
            label={ORDER_ATTRIBUTE_LABELS[kind]}
            withAsterisk
            data={options.map((o) => ({ value: String(o.id), label: o.name }))}
            renderOption={
              stocked
                ? ({ option }) => (
                    <span>
                      {option.label}
                      <span aria-hidden="true"> · {leftOf(Number(option.value))} left</span>
                    </span>
                  )
                : undefined
            }
            description={stocked && chosen ? `${leftOf(chosen.id)} left` : undefined}
            value={chosen ? String(chosen.id) : null}
            onChange={(value) => {
              const picked = options.find((o) => String(o.id) === value);
              const { [kind]: _, ...rest } = choices;
              onChange(picked ? { ...rest, [kind]: picked } : rest);
            }}
          />
        );
      })}
    </SimpleGrid>
  );
}
