import type { TaxRate } from '@apparel/contracts';
import { type DataColumn, DataTable, formatRupees } from '@apparel/ui';
import { Button } from '@mantine/core';

/** "₹0.00 to ₹2,500.00", or "above ₹2,500.00" when the band has no upper end. */
const band = (rule: TaxRate) =>
  rule.maxUnitValue === null
    ? `${formatRupees(rule.minUnitValue)} and above`
    : `${formatRupees(rule.minUnitValue)} to ${formatRupees(rule.maxUnitValue)}`;

/** The rules: HSN prefix, per-piece band, rate and the date each applies from, each with Edit. */
export function TaxRateTable({ rules, onEdit }: { rules: TaxRate[]; onEdit: (rule: TaxRate) => void }) {
  const columns: DataColumn<TaxRate>[] = [
    { header: 'HSN prefix', cell: (rule) => rule.hsnPrefix },
    { header: 'Value per piece', cell: band },
    { header: 'Rate', cell: (rule) => `${rule.rate}%` },
    { header: 'Applies from', cell: (rule) => rule.effectiveFrom },
    {
      header: 'Action',
      cell: (rule) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Edit tax rate ${rule.hsnPrefix} from ${rule.effectiveFrom}, ${band(rule)}`}
          onClick={() => onEdit(rule)}
        >
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rules} rowKey={(rule) => rule.id} minWidth={560} />;
}
