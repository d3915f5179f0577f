import { screen, waitFor, within } from '@testing-library/react';
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

  it('on a phone commits a long list in batches: the first cards at once, then every card', async () => {
    onPhone(true);
    const makers = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `Maker ${i + 1}`,
      state: 'Gujarat',
    }));
    renderPage(<DataTable columns={COLUMNS} rows={makers} rowKey={(m) => m.id} />);
    const first = screen.getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(20);
    expect(first[0]).toHaveTextContent('Maker 1');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getAllByRole('listitem').map((card) => card.querySelector('dd')?.textContent)).toEqual(
      makers.map((maker) => maker.state),
    );
    expect(screen.getAllByRole('listitem')[19]).toHaveTextContent('Maker 20');
  });
});
