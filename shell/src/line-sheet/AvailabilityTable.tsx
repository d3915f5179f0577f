import { AVAILABILITY_LABELS, type LineSheetProduct } from '@apparel/contracts';
import { LINE_SHEET_TEXT as T } from './line-sheet-texts';

type Cell = LineSheetProduct['cells'][number];

/** What a cell shows: the pieces left when the sheet shows exact stock, else its band. */
export const availabilityText = (cell: Cell | undefined): string => {
  if (!cell) return '–';
  if (cell.stockLeft !== undefined) return String(cell.stockLeft);
  return AVAILABILITY_LABELS[cell.availability];
};

const bandClass = (cell: Cell | undefined) =>
  cell?.availability === 'sold_out' ? 'ls-out' : cell?.availability === 'low' ? 'ls-low' : undefined;

/**
 * Stock per colour (rows) and size (columns), as the sheet chose to show it (exact or bands). A
 * product without colours or sizes has one row or one column; scrolls sideways on a narrow phone.
 */
export function AvailabilityTable({ product }: { product: LineSheetProduct }) {
  const { colors, sizes, cells } = product;
  if (cells.length === 0) return null;
  const rows = colors.length > 0 ? colors : [null];
  const columns = sizes.length > 0 ? sizes : [null];
  const cellAt = (colorId: number | null, sizeId: number | null) =>
    cells.find((cell) => (cell.colorId ?? null) === colorId && (cell.sizeId ?? null) === sizeId);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to scroll by keyboard (axe: scrollable-region-focusable).
    <section className="ls-stock" aria-label={`${product.name}: ${T.stock}`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{colors.length > 0 ? T.colours : T.stock}</th>
            {columns.map((size) => (
              <th key={size?.id ?? 'one'} scope="col">
                {size?.name ?? T.stock}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((color) => (
            <tr key={color?.id ?? 'one'}>
              <th scope="row">{color?.name ?? '–'}</th>
              {columns.map((size) => {
                const cell = cellAt(color?.id ?? null, size?.id ?? null);
                return (
                  <td key={size?.id ?? 'one'} className={bandClass(cell)}>
                    {availabilityText(cell)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
