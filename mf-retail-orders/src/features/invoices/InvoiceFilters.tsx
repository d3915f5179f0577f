import { useRetailers } from '@apparel/api-client';
import { Select } from '@apparel/ui';
import { Group, TextInput } from '@mantine/core';

interface InvoiceFiltersProps {
  month: string;
  retailerId: string;
  onChange: (filters: { month: string; retailerId: string }) => void;
}

/** Month (YYYY-MM) and linked retailer; both kept in the URL by the page. */
export function InvoiceFilters({ month, retailerId, onChange }: InvoiceFiltersProps) {
  const links = useRetailers();
  const retailers = (links.data ?? []).map((link) => ({
    value: String(link.retailer.id),
    label: link.retailer.name,
  }));
  return (
    <Group mb="md" align="flex-end">
      <TextInput
        label="Month"
        type="month"
        value={month}
        onChange={(event) => onChange({ month: event.currentTarget.value, retailerId })}
      />
      <Select
        label="Retailer"
        placeholder="All retailers"
        clearable
        searchable
        data={retailers}
        value={retailerId || null}
        onChange={(next) => onChange({ month, retailerId: next ?? '' })}
      />
    </Group>
  );
}
