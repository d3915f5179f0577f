import { useRetailers } from '@apparel/api-client';
import { Select } from '@apparel/ui';

interface RetailerSelectProps {
  value: number | null;
  error?: string;
  onChange: (retailerId: number | null) => void;
}

/** Step 1: one of the manufacturer's linked (ACCEPTED) retailers. */
export function RetailerSelect({ value, error, onChange }: RetailerSelectProps) {
  const links = useRetailers();
  const data = (links.data ?? [])
    .filter((link) => link.status === 'ACCEPTED')
    .map((link) => ({ value: String(link.retailer.id), label: link.retailer.name }));
  return (
    <Select
      label="Retailer"
      withAsterisk
      searchable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      nothingFoundMessage={links.isPending ? 'Loading...' : 'No retailers found.'}
    />
  );
}
