import { Select } from '../components/Select';

interface FilterSelectProps {
  label: string;
  /** The choices besides "All": plain values, or value and label. */
  options: readonly (string | { value: string; label: string })[];
  /** The applied value; '' is All. */
  value: string;
  onChange: (value: string) => void;
}

/** A list's filter by one field ("Status: All, PENDING, ..."), applied as it changes. */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <Select
      label={label}
      className="list-filter"
      data={[
        { value: '', label: 'All' },
        ...options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
      ]}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
    />
  );
}
