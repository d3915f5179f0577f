import { NumberInput, SimpleGrid } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { RupeeInput } from '../../shared/RupeeInput';
import type { TermsFormValues } from './terms-form-values';

type AmountField = 'creditLimit' | 'overdueTolerance' | 'minOrderValue';

const AMOUNTS: { name: AmountField; label: string; description: string }[] = [
  { name: 'creditLimit', label: 'Credit limit', description: 'Empty: no limit' },
  {
    name: 'overdueTolerance',
    label: 'Overdue tolerance',
    description: 'Overdue amounts up to this do not hold orders',
  },
  { name: 'minOrderValue', label: 'Minimum order value', description: 'Empty: no minimum' },
];

/** The four terms of a retailer link (product.md §16), each with its error from the contracts' rule. */
export function TermsFields({ control }: { control: Control<TermsFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="paymentDays"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Payment days"
            description="0: due on the invoice date; common: 30, 45, 60"
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            hideControls
            inputMode="numeric"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {AMOUNTS.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <RupeeInput
              label={label}
              description={description}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
