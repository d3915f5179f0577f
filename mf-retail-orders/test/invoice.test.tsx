import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreditNotePage from '../src/pages/CreditNotePage';
import InvoicePage from '../src/pages/InvoicePage';
import { aCreditNote, anInvoice } from './support/invoice-fixtures';

describe('Invoice screen', () => {
  it('lays out the tax invoice: parties, place of supply, lines with HSN, IGST, totals in words, e-way bill', async () => {
    mockApi({ 'GET /invoices/9': { body: anInvoice() } });
    renderPage(<InvoicePage />, { route: '/invoices/9', path: '/invoices/:id' });
    expect(await screen.findByRole('heading', { name: 'Tax invoice AK/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 27AAAAA0000A1Z5')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: Unregistered')).toBeInTheDocument();
    expect(screen.getByText(/Place of supply: Karnataka \(29\)/)).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    const headers = within(tables[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Sl',
      'Description',
      'HSN',
      'Qty',
      'Unit price',
      'Discount',
      'Taxable value',
      'Rate',
      'IGST',
      'Total',
    ]);
    const row = within(tables[0] as HTMLElement).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('6205');
    expect(row).toHaveTextContent('60 PCS');
    expect(row).toHaveTextContent('₹2,600.00');
    expect(row).toHaveTextContent('₹1,40,400.00');
    expect(row).toHaveTextContent('₹7,020.00');
    expect(screen.queryByRole('columnheader', { name: 'CGST' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Rupees One Lakh Forty-Seven Thousand Four Hundred Twenty Only'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-way bill needed')).toBeInTheDocument();
    expect(screen.getByText('Supply')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/orders/42');
  });

  it('splits CGST and SGST within a state and hides the e-way bill when not needed', async () => {
    mockApi({
      'GET /invoices/9': {
        body: anInvoice({
          taxSplit: 'CGST_SGST',
          cgst: 3510,
          sgst: 3510,
          igst: 0,
          eWayBill: { required: false, threshold: 50000, consignmentValue: 40000, partA: null },
        }),
      },
    });
    renderPage(<InvoicePage />, { route: '/invoices/9', path: '/invoices/:id' });
    expect((await screen.findAllByRole('columnheader', { name: 'CGST' })).length).toBe(2);
    expect(screen.getAllByRole('columnheader', { name: 'SGST' }).length).toBe(2);
    expect(screen.queryByText('E-way bill needed')).not.toBeInTheDocument();
    expect(screen.getAllByText('₹3,510.00').length).toBe(2);
  });

  it('downloads the PDF and the e-invoice JSON', async () => {
    const api = mockApi({
      'GET /invoices/9': { body: anInvoice() },
      'GET /invoices/9/pdf': { body: {} },
      'GET /invoices/9/e-invoice': { body: {} },
    });
    const user = setupUser();
    renderPage(<InvoicePage />, { route: '/invoices/9', path: '/invoices/:id' });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('button', { name: 'Download e-invoice JSON' }));
    await waitFor(() => {
      const paths = api.calls.map((c) => c.path);
      expect(paths).toContain('/invoices/9/pdf');
      expect(paths).toContain('/invoices/9/e-invoice');
    });
  });

  it('shows the error when the invoice cannot be loaded', async () => {
    mockApi({ 'GET /invoices/9': { status: 404, body: { message: 'Invoice not found' } } });
    renderPage(<InvoicePage />, { route: '/invoices/9', path: '/invoices/:id' });
    expect(await screen.findByText(/Invoice not found/)).toBeInTheDocument();
  });
});

describe('Credit note form', () => {
  it('refuses a return of nothing, then issues the credit note and opens it', async () => {
    const api = mockApi({
      'GET /invoices/9': { body: anInvoice() },
      'POST /invoices/9/credit-notes': { status: 201, body: aCreditNote() },
    });
    const user = setupUser();
    const { router } = renderPage(<InvoicePage />, {
      route: '/invoices/9',
      path: '/invoices/:id',
      otherRoutes: { '/credit-notes/:id': <p>Credit note screen</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByText('Return at least one piece')).toBeInTheDocument();
    const qty = dialog.getByRole('textbox', { name: /Return quantity of line 1/ });
    await user.clear(qty);
    await user.type(qty, '5');
    await user.click(dialog.getByRole('checkbox', { name: /back into stock/ }));
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/credit-notes/4');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      lines: [{ itemId: 1, quantity: 5 }],
      restock: false,
    });
  });
});

describe('Credit note form after an earlier return', () => {
  it('shows what each line has returned; a return above the rest stays as typed and is refused on its field', async () => {
    const refusal = 'Line 1: only 5 of Cotton Shirt, Red, M can still be returned, 9 asked';
    const api = mockApi({
      'GET /invoices/9': { body: anInvoice({ returned: [{ itemId: 1, quantity: 55 }] }) },
      'POST /invoices/9/credit-notes': { status: 400, body: { message: refusal, error: refusal } },
    });
    const user = setupUser();
    renderPage(<InvoicePage />, {
      route: '/invoices/9',
      path: '/invoices/:id',
      otherRoutes: { '/credit-notes/:id': <p>Credit note screen</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = within(await screen.findByRole('dialog'));
    const row = dialog.getByRole('row', { name: /Cotton Shirt, Red, M/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Cotton Shirt, Red, M', '60', '55']);
    const qty = dialog.getByRole('textbox', { name: /Return quantity of line 1/ });
    await user.clear(qty);
    await user.type(qty, '9');
    await user.tab();
    expect(qty).toHaveValue('9');
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(qty).toHaveAccessibleDescription(refusal);
    expect(screen.queryByText('Credit note screen')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      lines: [{ itemId: 1, quantity: 9 }],
      restock: true,
    });
  });
});

describe('Credit note screen', () => {
  it('shows the credit note against its invoice', async () => {
    const note = aCreditNote();
    mockApi({ 'GET /credit-notes/4': { body: note } });
    renderPage(<CreditNotePage />, { route: '/credit-notes/4', path: '/credit-notes/:id' });
    expect(await screen.findByRole('heading', { name: 'Credit note CN/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AK/26-27/0001' })).toHaveAttribute('href', '/invoices/9');
    expect(screen.getByText(/restocked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
