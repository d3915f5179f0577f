import type { OpenInvoice, Payment, ReceivableRow, Receivables } from '@apparel/contracts';

/** An invoice still owing, as GET .../open-invoices answers it. */
export const anOpenInvoice = (id: number, overrides: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id,
  number: `AK/26-27/000${id}`,
  date: '2026-10-01',
  dueDate: '2026-10-31',
  total: 5000,
  amountDue: 5000,
  paymentStatus: 'UNPAID',
  ...overrides,
});

/** A payment of ₹5,000 by UPI that settled invoice 1. */
export const aPayment = (id: number, overrides: Partial<Payment> = {}): Payment => ({
  id,
  retailer: { id: 7, name: 'Sharma Garments' },
  date: '2026-11-20',
  amount: 5000,
  mode: 'UPI',
  reference: 'UTR123',
  note: null,
  allocations: [{ invoiceId: 1, invoiceNumber: 'AK/26-27/0001', amount: 5000 }],
  unallocated: 0,
  createdAt: '2026-11-20T06:00:00.000Z',
  createdBy: { id: 2, name: 'Owner' },
  reversal: null,
  ...overrides,
});

const noBuckets = { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 };

export const aReceivableRow = (
  retailerId: number,
  name: string,
  overrides: Partial<ReceivableRow> = {},
): ReceivableRow => ({
  retailerId,
  name,
  mobile: '9110000001',
  outstanding: 0,
  overdue: 0,
  advance: 0,
  buckets: noBuckets,
  ...overrides,
});

/** Receivables of three retailers, largest overdue first, with their totals. */
export const someReceivables = (): Receivables => ({
  asOf: '2026-12-01',
  rows: [
    aReceivableRow(3, 'Gupta Textiles', {
      outstanding: 170000,
      overdue: 120000,
      buckets: { notDue: 50000, d1to30: 0, d31to60: 100000, d61to90: 0, over90: 20000 },
    }),
    aReceivableRow(7, 'Sharma Garments', {
      outstanding: 12500.5,
      overdue: 2500.5,
      buckets: { notDue: 10000, d1to30: 2500.5, d31to60: 0, d61to90: 0, over90: 0 },
    }),
    aReceivableRow(9, 'Verma Fashions', {
      outstanding: 8000,
      overdue: 0,
      buckets: { notDue: 8000, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 },
    }),
  ],
  totals: {
    outstanding: 190500.5,
    overdue: 122500.5,
    advance: 0,
    buckets: { notDue: 68000, d1to30: 2500.5, d31to60: 100000, d61to90: 0, over90: 20000 },
  },
});
