import { columnHeaders, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReceivablesPage from '../src/pages/ReceivablesPage';
import { someReceivables } from './support/credit-fixtures';

const open = () =>
  renderPage(<ReceivablesPage />, {
    route: '/receivables',
    path: '/receivables',
    otherRoutes: { '/retailers/:id/statement': <div>statement page</div> },
  });

describe('Receivables', () => {
  it('lists outstanding, overdue and the ageing per retailer, largest overdue first, then the totals', async () => {
    mockApi({ 'GET /receivables': { body: someReceivables() } });
    open();
    expect(await columnHeaders()).toEqual([
      'Retailer',
      'Outstanding',
      'Overdue',
      'Not yet due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Gupta Textiles',
      'Sharma Garments',
      'Verma Fashions',
      'Total',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Gupta Textiles',
      '₹1,70,000.00',
      '₹1,20,000.00',
      '₹50,000.00',
      '₹0.00',
      '₹1,00,000.00',
      '₹0.00',
      '₹20,000.00',
    ]);
    expect(cells(rows[3] as HTMLElement)).toEqual([
      'Total',
      '₹1,90,500.50',
      '₹1,22,500.50',
      '₹68,000.00',
      '₹2,500.50',
      '₹1,00,000.00',
      '₹0.00',
      '₹20,000.00',
    ]);
    expect(screen.getByText('Ageing by days past due, as of 01/12/2026')).toBeInTheDocument();
  });

  it("opens a retailer's statement from its row", async () => {
    mockApi({ 'GET /receivables': { body: someReceivables() } });
    const user = setupUser();
    const { router } = open();
    const link = await screen.findByRole('link', { name: 'Statement of Sharma Garments' });
    expect(link).toHaveAttribute('href', '/retailers/7/statement');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/retailers/7/statement'));
    expect(screen.getByText('statement page')).toBeInTheDocument();
  });

  it('exports the receivables as CSV', async () => {
    const api = mockApi({
      'GET /receivables': { body: someReceivables() },
      'GET /receivables/export': { body: {} },
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('GET /receivables/export')).toHaveLength(1));
  });

  it('says so when nobody owes anything', async () => {
    const empty = { ...someReceivables(), rows: [] };
    mockApi({ 'GET /receivables': { body: empty } });
    open();
    expect(await screen.findByText('No money owed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
