import { NumberInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

/** The form's number inputs: the product's numbers and each discount rule's three. */
type NumberFieldName =
  | 'price'
  | 'mrp'
  | 'stockQty'
  | 'weight'
  | 'len'
  | 'minOrderQty'
  | 'maxOrderOty'
  | 'orderMultiple'
  | `discount.${number}.${'from' | 'to' | 'discount'}`;

interface NumberFieldProps {
  name: NumberFieldName;
  label: string;
  required?: boolean;
  /** Whole numbers only (quantities). */
  whole?: boolean;
  /** Money: two decimals. */
  money?: boolean;
  min?: number;
  /** Shown but not typed into (Stock Quantity while the stock grid adds it up). */
  readOnly?: boolean;
  description?: string;
}

/** A number input bound to the product form; its error comes from the contract's schema. */
export function NumberField(props: NumberFieldProps) {
  const { name, label, required, whole, money, min = 0, readOnly, description } = props;
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          min={min}
          allowDecimal={!whole}
          decimalScale={money ? 2 : undefined}
          allowNegative={min < 0}
          clampBehavior="none"
          hideControls
          readOnly={readOnly}
          description={description}
          name={field.name}
          ref={field.ref}
          value={field.value as number | ''}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
