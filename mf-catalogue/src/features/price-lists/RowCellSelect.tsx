import { cellLabel, type Product } from '@apparel/contracts';
import { productGridAxes, Select } from '@apparel/ui';

/** The option that prices every cell of the product (`variantId` null). */
const ALL_CELLS = 'all';

interface RowCellSelectProps {
  /** "Row 3 cell". */
  label: string;
  value: number | null;
  product?: Product;
  onChange: (variantId: number | null) => void;
}

/** A row's cell: every cell of the product, or one size × colour (its own price or rung). */
export function RowCellSelect({ label, value, product, onChange }: RowCellSelectProps) {
  const axes = product ? productGridAxes(product) : { colors: [], sizes: [] };
  const cells = (product?.variants ?? [])
    .map((variant) => ({ value: String(variant.id), label: cellLabel(axes, variant) }))
    .filter((option) => option.label !== '');
  const data = [{ value: ALL_CELLS, label: 'All cells' }, ...cells];
  const chosen = value === null ? ALL_CELLS : String(value);
  return (
    <Select
      aria-label={label}
      size="xs"
      miw={140}
      data={data.some((o) => o.value === chosen) ? data : [...data, { value: chosen, label: `#${chosen}` }]}
      value={chosen}
      allowDeselect={false}
      disabled={!product || cells.length === 0}
      onChange={(next) => onChange(!next || next === ALL_CELLS ? null : Number(next))}
    />
  );
}
