import type { InvoiceListItem } from '@apparel/contracts';
import { chooseOption, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import InvoiceListPage from '../src/pages/InvoiceListPage';
import { aLink } from './support/fixtures';

const row = (id: number, overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id,
  number: `AK/26-27/000${id}`,
  date: '2026-11-03',
  orderId: 42,
  retailer: { id: 3, name: 'Sharma Garments' },
  taxableValue: 140400,
  tax: 7020,
  total: 147420,
  dueDate: '2026-12-03',
  amountDue: 147420,
  paymentStatus: 'UNPAID',
  ...overrides,
});

const links = [
  aLink(1, 'ACCEPTED', { id: 3, name: 'Sharma Garments' }),
  aLink(2, 'ACCEPTED', { id: 4, name: 'Gupta Textiles' }),
];

describe('Invoices page', () => {
  it('lists number, date, retailer, taxable value, tax, total and a PDF link', async () => {
    const api = mockApi({
      'GET /invoices': { body: { invoices: [row(2), row(1)], page: 1, pageSize: 20, hasNext: false } },
      'GET /manufacturer/retailers': { body: links },
      'GET /invoices/2/pdf': { body: {} },
    });
    const user = setupUser();
    renderPage(<InvoiceListPage />, { route: '/invoices', path: '/invoices' });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual([
      'Number',
      'Date',
      'Retailer',
      'Taxable value',
      'Tax',
      'Total',
      'Due date',
      'Payment status',
      'PDF',
    ]);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'AK/26-27/0002' })).toHaveAttribute('href', '/invoices/2');
    expect(first).toHaveTextContent('₹1,40,400.00');
    expect(first).toHaveTextContent('₹7,020.00');
    expect(first).toHaveTextContent('₹1,47,420.00');
    expect(first).toHaveTextContent('03/12/2026');
    expect(first).toHaveTextContent('Unpaid');
    await user.click(within(first).getByRole('button', { name: 'Download PDF of AK/26-27/0002' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/invoices/2/pdf'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('filters by month and retailer in the URL and exports the month as CSV', async () => {
    const api = mockApi({
      'GET /invoices': { body: { invoices: [row(1)], page: 1, pageSize: 20, hasNext: true } },
      'GET /manufacturer/retailers': { body: links },
      'GET /invoices/export': { body: {} },
    });
    const user = setupUser();
    const { router } = renderPage(<InvoiceListPage />, { route: '/invoices', path: '/invoices' });
    await screen.findAllByRole('columnheader');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-11' } });
    await chooseOption(user, 'Retailer', 'Gupta Textiles');
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-11&retailerId=4'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/invoices').at(-1)?.query).toEqual({
        month: '2026-11',
        retailerId: '4',
        page: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/invoices/export')?.query).toEqual({ month: '2026-11' }),
    );
  });

  it('says so when there are no invoices', async () => {
    mockApi({
      'GET /invoices': { body: { invoices: [], page: 1, pageSize: 20, hasNext: false } },
      'GET /manufacturer/retailers': { body: links },
    });
    renderPage(<InvoiceListPage />, { route: '/invoices', path: '/invoices' });
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  });
});
