import { INDIAN_STATES_AND_UTS } from '@apparel/contracts';
import type { SelectProps } from '@mantine/core';
import { Select } from './Select';

interface StateSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (state: string) => void;
}

/**
 * State, chosen from the states and union territories of India (type to narrow the list). The name
 * is what is stored; a stored name that is not on the list (an older row) stays shown and kept.
 */
export function StateSelect({ value, onChange, label = 'State', ...props }: StateSelectProps) {
  const data =
    value && !INDIAN_STATES_AND_UTS.includes(value)
      ? [value, ...INDIAN_STATES_AND_UTS]
      : [...INDIAN_STATES_AND_UTS];
  return (
    <Select
      label={label}
      searchable
      data={data}
      value={value || null}
      onChange={(state) => onChange(state ?? '')}
      nothingFoundMessage="No state or union territory of that name"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
