import type { TaxRate } from '@apparel/contracts';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TaxRatesPage from '../src/pages/TaxRatesPage';

const upTo2500: TaxRate = {
  id: 1,
  hsnPrefix: '61',
  effectiveFrom: '2025-09-22',
  validTo: null,
  minUnitValue: 0,
  maxUnitValue: 2500,
  rate: 5,
};
const above2500: TaxRate = {
  id: 2,
  hsnPrefix: '61',
  effectiveFrom: '2025-09-22',
  validTo: null,
  minUnitValue: 2500.01,
  maxUnitValue: null,
  rate: 18,
};
const rules = [upTo2500, above2500];

const renderRates = () => renderPage(<TaxRatesPage />, { route: '/tax-rates', path: '/tax-rates' });

describe('Tax rates', () => {
  it('lists each rule with its HSN prefix, band, rate and the date it applies from', async () => {
    mockApi({ 'GET /admin/tax-rates': { body: { taxRates: rules } } });
    renderRates();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['HSN prefix', 'Value per piece', 'Rate', 'Applies from', 'Valid to', 'Action']);
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(first).toHaveTextContent('₹0.00 to ₹2,500.00');
    expect(first).toHaveTextContent('5%');
    expect(first).toHaveTextContent('2025-09-22');
    expect(second).toHaveTextContent('₹2,500.01 and above');
    expect(second).toHaveTextContent('18%');
  });

  it('adds a rule, showing the validation messages first', async () => {
    const api = mockApi({
      'GET /admin/tax-rates': { body: { taxRates: rules } },
      'POST /admin/tax-rates': { status: 201, body: { ...upTo2500, id: 3 } },
    });
    const user = setupUser();
    renderRates();
    await user.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/HSN prefix/), '6x');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('HSN prefix must be 2 to 8 digits')).toBeInTheDocument();
    expect(dialog.getByText('Use the date format YYYY-MM-DD')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/HSN prefix/));
    await user.type(dialog.getByLabelText(/HSN prefix/), '62');
    await user.type(dialog.getByLabelText(/Effective from/), '2026-04-01');
    await user.type(dialog.getByLabelText(/Highest value per piece/), '2500');
    await user.clear(dialog.getByLabelText('Rate (%)'));
    await user.type(dialog.getByLabelText('Rate (%)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        hsnPrefix: '62',
        effectiveFrom: '2026-04-01',
        validTo: null,
        minUnitValue: 0,
        maxUnitValue: 2500,
        rate: 5,
      }),
    );
  });

  it('edits a rule with PUT', async () => {
    const api = mockApi({
      'GET /admin/tax-rates': { body: { taxRates: rules } },
      'PUT /admin/tax-rates/2': { body: { ...above2500, rate: 12 } },
    });
    const user = setupUser();
    renderRates();
    await user.click(
      await screen.findByRole('button', { name: /Edit tax rate 61 from 2025-09-22, ₹2,500.01/ }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(/HSN prefix/)).toHaveValue('61');
    await user.clear(dialog.getByLabelText('Rate (%)'));
    await user.type(dialog.getByLabelText('Rate (%)'), '12');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ rate: 12, maxUnitValue: null }),
    );
  });

  it('closes a used rule with a valid-to date, and says why a used rule cannot be deleted', async () => {
    const used =
      'This rate was used by an issued invoice or credit note: it cannot be deleted, close it with a valid-to date instead';
    const api = mockApi({
      'GET /admin/tax-rates': { body: { taxRates: rules } },
      'DELETE /admin/tax-rates/1': { status: 409, body: { message: used, error: used } },
      'PUT /admin/tax-rates/1': { body: { ...upTo2500, validTo: '2026-03-31' } },
    });
    const user = setupUser();
    renderRates();
    await user.click(
      await screen.findByRole('button', { name: /Delete tax rate 61 from 2025-09-22, ₹0.00/ }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Edit tax rate 61 from 2025-09-22, ₹0.00/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit tax rate' }));
    await user.type(dialog.getByLabelText(/Valid to/), '2025-09-01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Valid to must not be before effective from')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/Valid to/));
    await user.type(dialog.getByLabelText(/Valid to/), '2026-03-31');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...upTo2500,
        id: undefined,
        validTo: '2026-03-31',
      }),
    );
  });
});
