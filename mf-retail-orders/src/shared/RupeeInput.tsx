import { NumberInput, type NumberInputProps } from '@mantine/core';

interface RupeeInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | '';
  onChange: (value: number | '') => void;
}

/** An amount in rupees as typed: the rupee sign, Indian grouping (1,23,456), at most two decimals. */
export function RupeeInput({ value, onChange, ...props }: RupeeInputProps) {
  return (
    <NumberInput
      leftSection="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      {...props}
      value={value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
    />
  );
}
