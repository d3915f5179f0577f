import {
  GSTR1_TABLE_TITLES,
  GSTR1_TABLES,
  type Gstr1Summary,
  TALLY_LEDGER_DEFAULTS,
} from '@apparel/contracts';
import { field, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GstReturnsPage from '../src/pages/GstReturnsPage';

const zero = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
const summary = (overrides: Partial<Gstr1Summary> = {}): Gstr1Summary => ({
  period: '2026-11',
  fp: '112026',
  from: '2026-11-01',
  to: '2026-11-30',
  gstin: '27AABCD1234E1Z8',
  quarterlyFiler: false,
  tables: GSTR1_TABLES.map((table) => ({
    table,
    title: GSTR1_TABLE_TITLES[table],
    count: table === 'b2b' ? 2 : 0,
    ...(table === 'b2b' ? { taxableValue: 89000, igst: 9360, cgst: 1770, sgst: 1770 } : zero),
  })),
  invoices: { count: 2, taxableValue: 89000, igst: 9360, cgst: 1770, sgst: 1770, total: 101900 },
  creditNotes: { count: 0, ...zero, total: 0 },
  tablesNet: { taxableValue: 89000, igst: 9360, cgst: 1770, sgst: 1770 },
  balanced: true,
  eWayBills: { count: 1, problems: [] },
  ...overrides,
});

const profile = {
  name: 'D',
  email: 'd@x.test',
  mobile: '9000000002',
  role: 'MANUFACTURER',
  manufacturer: null,
};

const open = (body: Gstr1Summary) =>
  mockApi({
    'GET /auth/profile': { body: profile },
    'GET /gst-returns/gstr1': { body },
    'GET /gst-returns/settings': { body: { tallyLedgers: { ...TALLY_LEDGER_DEFAULTS } } },
    'PUT /gst-returns/settings': {
      body: { tallyLedgers: { ...TALLY_LEDGER_DEFAULTS, cgstLedger: 'CGST Payable' } },
    },
  });

// The page renders three queries' worth of tables and a form: on a loaded machine it takes seconds.
describe('GST Returns page', { timeout: 60_000 }, () => {
  it("shows each table's count and totals and the check that they add up", async () => {
    const api = open(summary());
    renderPage(<GstReturnsPage />, { route: '/gst-returns?period=2026-11', path: '/gst-returns' });
    expect(
      await screen.findByText('4A B2B invoices (registered buyers)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('₹89,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('The tables add up')).toBeInTheDocument();
    expect(screen.getByText('1 consignment needs an e-way bill this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-way bills JSON' })).toBeEnabled();
    expect(api.calls.find((c) => c.path === '/gst-returns/gstr1')?.query).toEqual({ period: '2026-11' });
  });

  it('names missing data before download and keeps the e-way bill file back', async () => {
    open(summary({ eWayBills: { count: 1, problems: ['Retailer Kumar Textiles has no PIN code'] } }));
    renderPage(<GstReturnsPage />, { route: '/gst-returns?period=2026-11', path: '/gst-returns' });
    expect(
      await screen.findByText('Retailer Kumar Textiles has no PIN code', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-way bills JSON' })).toBeDisabled();
  });

  it('saves the Tally ledger names', async () => {
    const api = open(summary());
    const user = setupUser();
    renderPage(<GstReturnsPage />, { route: '/gst-returns?period=2026-11', path: '/gst-returns' });
    await user.clear(await screen.findByLabelText('CGST ledger', {}, { timeout: 10_000 }));
    await user.type(field('CGST ledger'), 'CGST Payable');
    await user.click(screen.getByRole('button', { name: 'Save ledger names' }));
    expect(await screen.findByText('Tally ledger names saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesSentTo('PUT /gst-returns/settings')).toHaveLength(1));
    expect(api.bodiesSentTo('PUT /gst-returns/settings')[0]).toMatchObject({
      tallyLedgers: { cgstLedger: 'CGST Payable', igstLedger: 'Output IGST' },
    });
  });
});
