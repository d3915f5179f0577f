import { useProduct } from '@apparel/api-client';
import { ORDER_MSG, orderQuantityRange } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Box, Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { AttributeSelects } from './AttributeSelects';
import { cellOfChoices, cellStock } from './cell-stock';

import {
  addQuantityProblem,
  allChosen,
  type Choices,
  type OrderLine,
  quantityLimitsOf,
  quantityLimitsText,
} from './order-lines';
import { ProductPicker } from './ProductPicker';
import { SizeGridToggle } from './SizeGridToggle';

interface ItemPickerProps {
  /** The Order Items so far: an Add counts what the same product and choices already hold. */
  lines: OrderLine[];
  onAdd: (line: OrderLine) => void;
}

/** Steps 2 and 3: a product, its attribute choices and a quantity within the product's limits, then Add. */
export function ItemPicker({ lines, onAdd }: ItemPickerProps) {
  const [productId, setProductId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  // Null until the user types: the Qty then shows the chosen product's minimum.
  const [quantity, setQuantity] = useState<number | string | null>(null);
  const [quantityError, setQuantityError] = useState<string>();
  const product = useProduct(productId ?? 0, { enabled: productId !== null });
  const chosenProduct = productId !== null ? product.data : undefined;
  const range = chosenProduct ? orderQuantityRange(quantityLimitsOf(chosenProduct)) : undefined;
  const shownQuantity = quantity ?? range?.min ?? 1;

  const add = () => {
    if (!chosenProduct) return;
    if (!allChosen(chosenProduct, choices)) {
      notifyError(ORDER_MSG.selectAllAttributes);
      return;
    }
    const line: OrderLine = {
      productId: chosenProduct.id,
      name: chosenProduct.name,
      quantity: shownQuantity === '' ? Number.NaN : Number(shownQuantity),
      choices,
      price: chosenProduct.price,
      discount: chosenProduct.discount,
      stock: cellStock(chosenProduct, cellOfChoices(choices)),
    };
    const problem = addQuantityProblem(chosenProduct, lines, line);
    setQuantityError(problem);
    if (problem) return;
    onAdd(line);
    setChoices({});
    setQuantity(null);
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <ProductPicker
          value={productId}
          onChange={(id) => {
            setProductId(id);
            setChoices({});
            setQuantity(null);
            setQuantityError(undefined);
          }}
        />
        {chosenProduct ? (
          <AttributeSelects product={chosenProduct} choices={choices} lines={lines} onChange={setChoices} />
        ) : null}
        <NumberInput
          label="Qty"
          description={chosenProduct ? quantityLimitsText(chosenProduct) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // Add stands level with the input; the limits and a refusal read below both.
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap">
              <Box w={160}>{input}</Box>
              <Button onClick={add} disabled={!chosenProduct}>
                Add
              </Button>
            </Group>
          )}
          min={range?.min ?? 1}
          step={chosenProduct?.orderMultiple ?? 1}
          max={range?.max}
          // A typed quantity outside the limits stays as typed: Add says why it is refused.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          maw={360}
          value={shownQuantity}
          error={quantityError}
          onChange={(value) => {
            setQuantity(value);
            setQuantityError(undefined);
          }}
        />
        {chosenProduct ? (
          <SizeGridToggle product={chosenProduct} lines={lines} choices={choices} onAdd={onAdd} />
        ) : null}
      </Stack>
    </Paper>
  );
}
