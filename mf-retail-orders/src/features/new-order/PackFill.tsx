import type { Pack } from '@apparel/contracts';
import { type GridAxisItem, Select } from '@apparel/ui';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';

interface PackFillProps {
  packs: Pack[];
  /** The grid's rows (colours); one row without a name when the product has no colours. */
  rows: GridAxisItem[];
  onFill: (rowKey: string, pack: Pack, count: number) => void;
}

/** "3 x Set A" into a colour's row: the pack's ratio per size times the number of packs. */
export function PackFill({ packs, rows, onFill }: PackFillProps) {
  const [packName, setPackName] = useState<string | null>(packs[0]?.name ?? null);
  const [count, setCount] = useState<number | string>(1);
  const [rowKey, setRowKey] = useState<string | null>(rows[0]?.key ?? null);
  const pack = packs.find((p) => p.name === packName);
  const row = rows.find((r) => r.key === rowKey) ?? rows[0];
  const packs_ = typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : null;
  const named = rows.length > 1 || Boolean(row?.name);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label="Fill a row with packs">
      <NumberInput
        size="xs"
        w={90}
        label="Packs"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={count}
        onChange={setCount}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <Select
        size="xs"
        w={140}
        label="Pack"
        data={packs.map((p) => p.name)}
        value={packName}
        onChange={setPackName}
        allowDeselect={false}
      />
      {named ? (
        <Select
          size="xs"
          w={140}
          label="Colour"
          data={rows.map((r) => ({ value: r.key, label: r.name }))}
          value={row?.key ?? null}
          onChange={setRowKey}
          allowDeselect={false}
        />
      ) : null}
      <Button
        size="xs"
        variant="light"
        disabled={!pack || !row || packs_ === null}
        onClick={() => pack && row && packs_ !== null && onFill(row.key, pack, packs_)}
      >
        {`Fill ${row?.name || 'row'} with ${packs_ ?? 0} × ${pack?.name ?? 'pack'}`}
      </Button>
    </Group>
  );
}
