import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type GridValues, gridCellKey, QuantityGrid } from '../src';
import { renderPage, setupUser } from '../src/testing';

const COLOURS = [
  { key: '1', name: 'Navy' },
  { key: '2', name: 'Maroon' },
];
// Deliberately not alphabetical: the grid keeps the order it is given.
const SIZES = [
  { key: '10', name: 'S' },
  { key: '11', name: 'M' },
  { key: '12', name: 'L' },
  { key: '13', name: 'XL' },
];

function StockGrid({ initial = {}, left }: { initial?: GridValues; left?: GridValues }) {
  const [values, setValues] = useState<GridValues>(initial);
  return (
    <QuantityGrid
      caption="Stock by size and colour"
      rows={COLOURS}
      columns={SIZES}
      rowAxis="Colour"
      unit="stock"
      values={values}
      onChange={setValues}
      left={left}
    />
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name });
/** The figures of the footer row: each size's total, then the grand total. */
const footerTotals = () =>
  within(screen.getByRole('row', { name: /^Total/ }))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowTotal = (colour: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${colour}`) }))
    .getAllByRole('cell')
    .at(-1)?.textContent;

describe('QuantityGrid', () => {
  it('is a table of colours by sizes, in the order given, each input named by its cell', () => {
    renderPage(<StockGrid />);
    const table = screen.getByRole('table', { name: 'Stock by size and colour' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Colour', 'S', 'M', 'L', 'XL', 'Total']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Navy', 'Maroon', 'Total']);
    expect(cell('Navy M stock')).toBeInTheDocument();
    expect(cell('Maroon XL stock')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stock by size and colour' })).toHaveAttribute('tabindex', '0');
  });

  it('adds up rows, columns and the grand total as quantities are typed', async () => {
    const user = setupUser();
    renderPage(<StockGrid />);
    await user.type(cell('Navy S stock'), '5');
    await user.type(cell('Navy M stock'), '12');
    await user.type(cell('Maroon M stock'), '3');
    expect(rowTotal('Navy')).toBe('17');
    expect(rowTotal('Maroon')).toBe('3');
    expect(footerTotals()).toEqual(['5', '15', '0', '0', '20']);
  });

  it('ignores what is not a whole number as it is typed', async () => {
    const user = setupUser();
    renderPage(<StockGrid />);
    await user.type(cell('Navy S stock'), '4x-.5');
    expect(cell('Navy S stock')).toHaveValue('45');
  });

  it('fills the row and the column of the cell last focused with one value', async () => {
    const user = setupUser();
    renderPage(<StockGrid />);
    await user.click(cell('Maroon L stock'));
    await user.type(screen.getByRole('textbox', { name: 'Fill value' }), '7');
    await user.click(screen.getByRole('button', { name: 'Fill row Maroon' }));
    expect(SIZES.map((s) => (cell(`Maroon ${s.name} stock`) as HTMLInputElement).value)).toEqual([
      '7',
      '7',
      '7',
      '7',
    ]);
    expect(rowTotal('Maroon')).toBe('28');
    await user.click(screen.getByRole('button', { name: 'Fill column L' }));
    expect(cell('Navy L stock')).toHaveValue('7');
    expect(footerTotals()).toEqual(['7', '7', '14', '7', '35']);
  });

  it('pastes a tab-separated block from a spreadsheet starting at the focused cell', async () => {
    const user = setupUser();
    renderPage(<StockGrid />);
    await user.click(cell('Navy M stock'));
    await user.paste('4\t8\t8\t99\n2\t1,200\t\t5\n');
    expect(cell('Navy M stock')).toHaveValue('4');
    expect(cell('Navy L stock')).toHaveValue('8');
    expect(cell('Navy XL stock')).toHaveValue('8');
    expect(cell('Maroon M stock')).toHaveValue('2');
    expect(cell('Maroon L stock')).toHaveValue('1200');
    expect(cell('Maroon XL stock')).toHaveValue('');
    expect(cell('Navy S stock')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Pasted 6 cells; 2 outside the grid left out');
    expect(footerTotals()).toEqual(['0', '6', '1208', '8', '1222']);
  });

  it('refuses a pasted block with a cell that is not a quantity, naming it, and changes nothing', async () => {
    const user = setupUser();
    renderPage(<StockGrid initial={{ [gridCellKey('1', '10')]: 3 }} />);
    await user.click(cell('Navy S stock'));
    await user.paste('1\t2\n3\tten');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Row 2, column 2 of the pasted block is not a whole number: "ten"',
    );
    expect(cell('Navy S stock')).toHaveValue('3');
    expect(cell('Navy M stock')).toHaveValue('');
  });

  it('moves between cells with the arrow keys and Tab, and Enter never submits the form', async () => {
    const user = setupUser();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderPage(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <StockGrid />
      </form>,
    );
    await user.click(cell('Navy S stock'));
    await user.keyboard('{ArrowRight}');
    expect(cell('Navy M stock')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Maroon M stock')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Maroon M stock')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Maroon S stock')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Navy S stock')).toHaveFocus();
    await user.tab();
    expect(cell('Navy M stock')).toHaveFocus();
    await user.keyboard('25');
    // With the caret inside the number, left moves the caret, not the focus.
    await user.keyboard('{ArrowLeft}');
    expect(cell('Navy M stock')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Maroon M stock')).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Fill value' }));
    await user.keyboard('3{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows what is left of each cell and warns when a cell asks for more', async () => {
    const user = setupUser();
    renderPage(<StockGrid left={{ [gridCellKey('1', '11')]: 30, [gridCellKey('2', '11')]: 0 }} />);
    expect(cell('Navy M stock')).toHaveAccessibleDescription('30 left');
    await user.type(cell('Navy M stock'), '31');
    expect(cell('Navy M stock')).toHaveAccessibleDescription('Only 30 left');
    expect(cell('Maroon M stock')).toHaveAccessibleDescription('0 left');
  });

  it('shows the numbers without inputs when read only', () => {
    renderPage(
      <QuantityGrid
        caption="Stock"
        rows={COLOURS}
        columns={SIZES}
        rowAxis="Colour"
        unit="stock"
        values={{ [gridCellKey('1', '10')]: 4 }}
        readOnly
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(rowTotal('Navy')).toBe('4');
  });
});
