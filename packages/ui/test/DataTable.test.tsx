import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, RowLinks } from '../src';
import { renderPage, setupUser } from '../src/testing';

interface Maker {
  id: number;
  name: string;
  state: string;
}
const ROWS: Maker[] = [
  { id: 1, name: 'Kanchi Silk Weavers', state: 'Tamil Nadu' },
  { id: 2, name: 'Surat Cottons', state: 'Gujarat' },
];
const COLUMNS: DataColumn<Maker>[] = [
  { header: 'Name', cell: (m) => m.name, sortBy: 'name' },
  { header: 'State', cell: (m) => m.state },
  {
    header: 'Actions',
    cell: (m) => <RowLinks record={m.name} links={{ View: `/m/${m.id}`, Edit: `/m/${m.id}/edit` }} />,
  },
];

const onPhone = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );

describe('DataTable', () => {
  it('names each row action with its record and states the total', () => {
    onPhone(false);
    renderPage(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(m) => m.id} summary="2 manufacturers" />);
    expect(screen.getByRole('status')).toHaveTextContent('2 manufacturers');
    expect(screen.getByRole('link', { name: 'Edit Kanchi Silk Weavers' })).toHaveAttribute(
      'href',
      '/m/1/edit',
    );
    expect(screen.getByRole('link', { name: 'View Surat Cottons' })).toHaveAttribute('href', '/m/2');
  });

  it('sorts by a column the API sorts by, saying which way', async () => {
    onPhone(false);
    const onSort = vi.fn();
    renderPage(
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(m) => m.id}
        sort={{ by: 'name', order: 'asc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'State' })).not.toHaveAttribute('aria-sort');
    await setupUser().click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('shows a card per row on a phone, actions included', () => {
    onPhone(true);
    renderPage(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(m) => m.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Kanchi Silk Weavers')).toBeInTheDocument();
    expect(first.getByText('Tamil Nadu')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit Kanchi Silk Weavers' })).toBeVisible();
  });
});
