import { ORDER_ATTRIBUTE_LABELS, ORDER_MSG, type Product } from '@apparel/contracts';
import {
  type GridValues,
  notifyError,
  productGridAxes,
  QuantityGrid,
  sumOf,
  variantGridAxes,
} from '@apparel/ui';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { leftByCell } from './cell-stock';
import { GridCellPrices } from './GridCellPrices';
import { fillRowWithPacks, gridLines, tierHint } from './order-grid';
import { type Choices, type OrderLine, offeredOptions } from './order-lines';
import { PackFill } from './PackFill';

interface OrderGridProps {
  product: Product;
  /** Order Items so far: what is left and the tier count them. */
  lines: OrderLine[];
  /** The other kinds (brand, fabric, ...) chosen once above, for every cell. */
  choices: Choices;
  onAdd: (lines: OrderLine[]) => void;
}

const GRID_KINDS = new Set(['color', 'size']);

/**
 * Ordering by size grid: quantities typed into any cells (stock left under each), packs filling a
 * colour's row, the tier price reached; "Add to order" adds every cell as a line of Order Items.
 */
export function OrderGrid({ product, lines, choices, onAdd }: OrderGridProps) {
  const [values, setValues] = useState<GridValues>({});
  const [problems, setProblems] = useState<string[]>([]);
  const axes = variantGridAxes(productGridAxes(product));
  const inOrder = sumOf(lines.filter((l) => l.productId === product.id).map((l) => l.quantity));
  const hint = tierHint(product, inOrder + sumOf(Object.values(values)));
  const otherKinds = offeredOptions(product).filter(([kind]) => !GRID_KINDS.has(kind));

  const add = () => {
    if (!otherKinds.every(([kind]) => choices[kind])) {
      notifyError(ORDER_MSG.selectAllAttributes);
      return;
    }
    const typed = gridLines(product, axes, values, choices, lines);
    const found = typed.lines.length === 0 ? ['Type a quantity into at least one cell'] : typed.problems;
    setProblems(found);
    if (found.length > 0) return;
    onAdd(typed.lines);
    setValues({});
  };

  return (
    <Stack gap="xs">
      {otherKinds.length > 0 ? (
        <Text size="sm" c="dimmed">
          {otherKinds.map(([kind]) => ORDER_ATTRIBUTE_LABELS[kind]).join(', ')} chosen above apply to every
          cell.
        </Text>
      ) : null}
      {product.packs.length > 0 && product.productSizes.length > 0 ? (
        <PackFill
          packs={product.packs}
          rows={axes.rows}
          onFill={(rowKey, pack, count) => setValues(fillRowWithPacks(values, rowKey, pack, count))}
        />
      ) : null}
      <QuantityGrid
        caption={`Order ${product.name} by size and colour`}
        rows={axes.rows}
        columns={axes.columns}
        rowAxis="Colour"
        unit="quantity"
        values={values}
        onChange={(next) => {
          setValues(next);
          setProblems([]);
        }}
        left={leftByCell(product, lines)}
      />
      <Text size="sm" fw={500} role="status">
        {hint}
      </Text>
      <GridCellPrices product={product} axes={axes} values={values} choices={choices} lines={lines} />
      {problems.length > 0 ? (
        <List size="sm" c="red" role="alert">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : null}
      <Group>
        <Button onClick={add}>Add to order</Button>
      </Group>
    </Stack>
  );
}
