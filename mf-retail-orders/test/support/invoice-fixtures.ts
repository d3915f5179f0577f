import type { CreditNote, Invoice } from '@apparel/contracts';

const party = (name: string, state: string, stateCode: string, gstin: string | null) => ({
  name,
  address: '12 MG Road',
  city: 'Pune',
  state,
  stateCode,
  pinCode: '411001',
  gstin,
});

/** A tax invoice as GET /invoices/{id} answers it: one IGST line, e-way bill needed. */
export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 9,
  number: 'AK/26-27/0001',
  date: '2026-11-03',
  orderId: 42,
  supplier: party('Asha Knits', 'Maharashtra', '27', '27AAAAA0000A1Z5'),
  recipient: party('Sharma Garments', 'Karnataka', '29', null),
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  taxSplit: 'IGST',
  reverseCharge: 'No',
  lines: [
    {
      itemId: 1,
      slNo: 1,
      description: 'Cotton Shirt, Red, M',
      hsn: '6205',
      quantity: 60,
      unit: 'PCS',
      unitPrice: 2600,
      discount: 15600,
      taxableValue: 140400,
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: 7020,
      total: 147420,
    },
  ],
  hsnSummary: [{ hsn: '6205', gstRate: 5, quantity: 60, taxableValue: 140400, cgst: 0, sgst: 0, igst: 7020 }],
  taxableValue: 140400,
  cgst: 0,
  sgst: 0,
  igst: 7020,
  roundOff: 0,
  total: 147420,
  totalInWords: 'Rupees One Lakh Forty-Seven Thousand Four Hundred Twenty Only',
  dispatchId: 1,
  transport: { transporter: 'VRL', lrNumber: 'LR1', vehicleNumber: 'MH12AB1234' },
  eWayBill: {
    required: true,
    threshold: 50000,
    consignmentValue: 147420,
    partA: {
      supplierGstin: '27AAAAA0000A1Z5',
      recipientGstin: 'URP',
      placeOfDelivery: 'Pune 411001',
      documentType: 'Tax Invoice',
      documentNumber: 'AK/26-27/0001',
      documentDate: '2026-11-03',
      valueOfGoods: 147420,
      hsnCodes: ['6205'],
      reasonForTransportation: 'Supply',
      transporter: 'VRL',
      transportDocumentNumber: 'LR1',
      transportDocumentDate: '2026-11-03',
      vehicleNumber: 'MH12AB1234',
    },
  },
  creditNotes: [],
  returned: [{ itemId: 1, quantity: 0 }],
  dueDate: '2026-12-03',
  amountDue: 147420,
  paymentStatus: 'UNPAID',
  credited: 0,
  paid: 0,
  ...overrides,
});

/** A credit note against `anInvoice()`, as GET /credit-notes/{id} and POST /invoices/{id}/credit-notes answer it. */
export const aCreditNote = (overrides: Partial<CreditNote> = {}): CreditNote => {
  const {
    eWayBill: _e,
    transport: _t,
    dispatchId: _d,
    creditNotes: _c,
    returned: _r,
    dueDate: _due,
    amountDue: _owed,
    paymentStatus: _status,
    credited: _credited,
    paid: _paid,
    ...doc
  } = anInvoice();
  return {
    ...doc,
    id: 4,
    number: 'CN/26-27/0001',
    invoice: { id: 9, number: 'AK/26-27/0001', date: '2026-11-03', total: 147420 },
    restock: true,
    ...overrides,
  };
};
