import { ORDER_ATTRIBUTE_LABELS, type Product } from '@apparel/contracts';
import { Select, SimpleGrid } from '@mantine/core';
import { type Choices, offeredOptions } from './order-lines';

interface AttributeSelectsProps {
  product: Product;
  choices: Choices;
  onChange: (choices: Choices) => void;
}

/** One select per attribute kind the product offers options for (SPEC 2 step 2). */
export function AttributeSelects({ product, choices, onChange }: AttributeSelectsProps) {
  const offered = offeredOptions(product);
  if (offered.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {offered.map(([kind, options]) => (
        <Select
          key={kind}
          label={ORDER_ATTRIBUTE_LABELS[kind]}
          withAsterisk
          data={options.map((o) => ({ value: String(o.id), label: o.name }))}
          value={choices[kind] ? String(choices[kind]?.id) : null}
          onChange={(value) => {
            const chosen = options.find((o) => String(o.id) === value);
            const { [kind]: _, ...rest } = choices;
            onChange(chosen ? { ...rest, [kind]: chosen } : rest);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
