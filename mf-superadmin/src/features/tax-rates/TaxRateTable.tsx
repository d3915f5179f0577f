import type { TaxRate } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable, formatRupees } from '@apparel/ui';
import { Button, Group } from '@mantine/core';

/** "₹0.00 to ₹2,500.00", or "above ₹2,500.00" when the band has no upper end. */
const band = (rule: TaxRate) =>
  rule.maxUnitValue === null
    ? `${formatRupees(rule.minUnitValue)} and above`
    : `${formatRupees(rule.minUnitValue)} to ${formatRupees(rule.maxUnitValue)}`;

/** The rules: HSN prefix, per-piece band, rate, the days each applies, each with Edit and Delete. */
export function TaxRateTable({
  rules,
  onEdit,
  onDelete,
}: {
  rules: TaxRate[];
  onEdit: (rule: TaxRate) => void;
  /** The server refuses a rule a document used, saying to close it by a valid-to date instead. */
  onDelete: (rule: TaxRate) => void;
}) {
  const columns: DataColumn<TaxRate>[] = [
    { header: 'HSN prefix', cell: (rule) => rule.hsnPrefix },
    { header: 'Value per piece', cell: band },
    { header: 'Rate', cell: (rule) => `${rule.rate}%` },
    { header: 'Applies from', cell: (rule) => rule.effectiveFrom },
    { header: 'Valid to', cell: (rule) => rule.validTo ?? 'No end' },
    {
      header: 'Action',
      cell: (rule) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={`Edit tax rate ${rule.hsnPrefix} from ${rule.effectiveFrom}, ${band(rule)}`}
            onClick={() => onEdit(rule)}
          >
            Edit
          </Button>
          <ConfirmButton
            size="xs"
            variant="light"
            color="red"
            aria-label={`Delete tax rate ${rule.hsnPrefix} from ${rule.effectiveFrom}, ${band(rule)}`}
            confirm="Delete tax rate?"
            confirmLabel="Delete"
            onConfirm={() => onDelete(rule)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rules} rowKey={(rule) => rule.id} minWidth={680} />;
}
