import type { LineSheetInput } from '@apparel/contracts';
import { TYPED_DATE_FORMAT } from '@apparel/ui';
import { DateInput } from '@mantine/dates';
import { type Control, Controller } from 'react-hook-form';

type DateField = 'deliveryFrom' | 'deliveryTo' | 'orderBy';

/** A day typed or picked as DD/MM/YYYY, held as 'YYYY-MM-DD' (null when empty). */
export function SheetDateField({
  control,
  name,
  label,
}: {
  control: Control<LineSheetInput>;
  name: DateField;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label}` }}
          valueFormat={TYPED_DATE_FORMAT}
          placeholder={TYPED_DATE_FORMAT}
          value={field.value || null}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
