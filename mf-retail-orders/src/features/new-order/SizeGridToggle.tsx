import type { Product } from '@apparel/contracts';
import { hasVariantGrid, productGridAxes } from '@apparel/ui';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OrderGrid } from './OrderGrid';
import type { Choices, OrderLine } from './order-lines';

interface SizeGridToggleProps {
  product: Product;
  lines: OrderLine[];
  choices: Choices;
  onAdd: (line: OrderLine) => void;
}

/** Orders a product with sizes or colours by its size grid (shown on request, beside one line at a time). */
export function SizeGridToggle(props: SizeGridToggleProps) {
  const [shown, { toggle }] = useDisclosure(false);
  if (!hasVariantGrid(productGridAxes(props.product))) return null;
  return (
    <>
      <Button variant="default" w="fit-content" aria-expanded={shown} onClick={toggle}>
        {shown ? 'Hide size grid' : 'Order by size grid'}
      </Button>
      {shown ? (
        <OrderGrid
          product={props.product}
          lines={props.lines}
          choices={props.choices}
          onAdd={(added) => {
            for (const line of added) props.onAdd(line);
          }}
        />
      ) : null}
    </>
  );
}
