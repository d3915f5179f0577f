import type { Invoice, TaxParty } from '@apparel/contracts';
import { renderTaxDocumentPdf } from './document-pdf';

const party: TaxParty = {
  name: 'Warm-up Apparel',
  address: '1 Warm-up Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
  pinCode: '560001',
  gstin: '29AAAAA0000A1Z5',
};

/** A 50-line invoice with every kind of text an invoice prints (digits, words, the rupee sign). */
export const warmUpSample = (): Invoice => {
  const lines = Array.from({ length: 50 }, (_, i) => ({
    itemId: i + 1,
    slNo: i + 1,
    description: `Cotton Shirt ${i + 1}, Red, XL`,
    hsn: '62052000',
    quantity: 12,
    unit: 'PCS' as const,
    unitPrice: 1234.5,
    discount: 123.45,
    taxableValue: 14690.55,
    gstRate: 5,
    cgst: 367.26,
    sgst: 367.26,
    igst: 0,
    total: 15425.07,
  }));
  return {
    id: 0,
    number: 'WU/26-27/0001',
    date: '2026-04-01',
    orderId: 0,
    supplier: party,
    recipient: { ...party, gstin: null },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    taxSplit: 'CGST_SGST',
    reverseCharge: 'No',
    lines,
    hsnSummary: [
      {
        hsn: '62052000',
        gstRate: 5,
        quantity: 600,
        taxableValue: 734527.5,
        cgst: 18363,
        sgst: 18363,
        igst: 0,
      },
    ],
    taxableValue: 734527.5,
    cgst: 18363,
    sgst: 18363,
    igst: 0,
    roundOff: 0.5,
    total: 771254,
    totalInWords: 'Rupees Seven Lakh Seventy-One Thousand Two Hundred Fifty-Four Only',
    dispatchId: 0,
    transport: { transporter: 'Warm-up Roadways', lrNumber: 'LR1', vehicleNumber: 'KA01AB1234' },
    eWayBill: { required: false, threshold: 50000, consignmentValue: 771254, partA: null },
    creditNotes: [],
    returned: [],
    dueDate: '2026-05-01',
    amountDue: 771254,
    paymentStatus: 'UNPAID',
    credited: 0,
    paid: 0,
  };
};

/**
 * Renders one throw-away 50-line invoice so the process's first real PDF does not pay for compiling
 * pdfkit's and fontkit's layout and subsetting code (1.4-2 s in a fresh process, 30-90 ms after).
 * Started by the server after it listens; a failure only costs the warm-up.
 */
export const warmUpPdfRenderer = async (): Promise<void> => {
  await renderTaxDocumentPdf(warmUpSample());
};
