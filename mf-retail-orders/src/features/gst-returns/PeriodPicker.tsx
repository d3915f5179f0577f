import { Select } from '@apparel/ui';
import { Group, TextInput } from '@mantine/core';
import { quarterLabel, recentQuarters } from './gst-period';

interface PeriodPickerProps {
  period: string;
  /** A quarterly (QRMP) filer picks a quarter; everyone else a month (product.md §18). */
  quarterly: boolean;
  /** The month the quarter list counts back from. */
  latestMonth: string;
  onChange: (period: string) => void;
}

/** The return period: a month (YYYY-MM) or a financial-year quarter, kept in the URL by the page. */
export function PeriodPicker({ period, quarterly, latestMonth, onChange }: PeriodPickerProps) {
  return (
    <Group mb="md" align="flex-end">
      {quarterly ? (
        <Select
          label="Quarter"
          data={recentQuarters(latestMonth).map((q) => ({ value: q, label: quarterLabel(q) }))}
          value={period}
          allowDeselect={false}
          onChange={(next) => next && onChange(next)}
        />
      ) : (
        <TextInput
          label="Month"
          type="month"
          value={period}
          onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
        />
      )}
    </Group>
  );
}
