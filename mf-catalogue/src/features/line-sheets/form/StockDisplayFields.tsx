import type { LineSheetInput } from '@apparel/contracts';
import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { SHEET_TEXT } from '../line-sheet-texts';

/** Exact stock left per cell, or only "In stock / Low / Sold out" with the threshold of Low. */
export function StockDisplayFields({ control }: { control: Control<LineSheetInput> }) {
  const display = useWatch({ control, name: 'stockDisplay' });
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="stockDisplay"
        render={({ field }) => (
          <Radio.Group
            label={SHEET_TEXT.stockDisplay}
            value={field.value ?? 'bands'}
            onChange={field.onChange}
          >
            <Group mt={4}>
              <Radio value="bands" label={SHEET_TEXT.bandedStock} />
              <Radio value="exact" label={SHEET_TEXT.exactStock} />
            </Group>
          </Radio.Group>
        )}
      />
      {display !== 'exact' ? (
        <Controller
          control={control}
          name="lowStockBelow"
          render={({ field, fieldState }) => (
            <NumberInput
              label={SHEET_TEXT.lowBelow}
              description="pieces left in a size and colour"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              maw={240}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
