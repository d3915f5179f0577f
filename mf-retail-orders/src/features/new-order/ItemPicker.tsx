import { useProduct } from '@apparel/api-client';
import { ORDER_MSG } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { AttributeSelects } from './AttributeSelects';
import { allChosen, type Choices, type OrderLine } from './order-lines';
import { ProductPicker } from './ProductPicker';

/** Steps 2 and 3: a product, its attribute choices and a quantity, then Add. */
export function ItemPicker({ onAdd }: { onAdd: (line: OrderLine) => void }) {
  const [productId, setProductId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [quantity, setQuantity] = useState<number | string>(1);
  const product = useProduct(productId ?? 0, { enabled: productId !== null });
  const chosenProduct = productId !== null ? product.data : undefined;

  const add = () => {
    if (!chosenProduct) return;
    if (!allChosen(chosenProduct, choices)) {
      notifyError(ORDER_MSG.selectAllAttributes);
      return;
    }
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty < 1) {
      notifyError(ORDER_MSG.quantityMin);
      return;
    }
    onAdd({
      productId: chosenProduct.id,
      name: chosenProduct.name,
      quantity: qty,
      choices,
      price: chosenProduct.price,
      discount: chosenProduct.discount,
    });
    setChoices({});
    setQuantity(1);
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <ProductPicker
          value={productId}
          onChange={(id) => {
            setProductId(id);
            setChoices({});
          }}
        />
        {chosenProduct ? (
          <AttributeSelects product={chosenProduct} choices={choices} onChange={setChoices} />
        ) : null}
        <Group align="flex-end">
          <NumberInput
            label="Qty"
            min={1}
            step={1}
            allowDecimal={false}
            w={140}
            value={quantity}
            onChange={setQuantity}
          />
          <Button onClick={add} disabled={!chosenProduct}>
            Add
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
