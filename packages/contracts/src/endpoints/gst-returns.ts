import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  gstPeriodQuerySchema,
  gstReturnSettingsSchema,
  gstr1SummarySchema,
  gstr1TableParamSchema,
} from '../gst-returns';

/**
 * GST returns, e-way bills and Tally (product.md §18): a period's GSTR-1 summary, and the files an
 * accountant uploads to the GST portal, the e-way bill portal and Tally (downloads, `file`).
 */
export const gstReturnEndpoints = defineEndpoints('manufacturer: GST returns', {
  gstr1: {
    method: 'GET',
    path: '/gst-returns/gstr1',
    access: MANUFACTURER,
    summary: "A period's GSTR-1 tables with counts and totals, checked against its invoices and credit notes",
    query: gstPeriodQuerySchema,
    response: gstr1SummarySchema,
  },
  gstr1Json: {
    method: 'GET',
    path: '/gst-returns/gstr1.json',
    access: MANUFACTURER,
    summary: "The period's GSTR-1 as the GST portal's offline tool imports it (JSON)",
    query: gstPeriodQuerySchema,
    file: true,
  },
  gstr1Csv: {
    method: 'GET',
    path: '/gst-returns/gstr1/:table.csv',
    access: MANUFACTURER,
    summary: "One GSTR-1 table as CSV in the columns of the GST portal's Excel template",
    params: gstr1TableParamSchema,
    query: gstPeriodQuerySchema,
    file: true,
  },
  eWayBills: {
    method: 'GET',
    path: '/gst-returns/e-way-bills.json',
    access: MANUFACTURER,
    summary: "The period's e-way bills (consignments above the threshold) in the NIC bulk upload format",
    query: gstPeriodQuerySchema,
    file: true,
  },
  dispatchEWayBill: {
    method: 'GET',
    path: '/dispatches/:id/e-way-bill.json',
    access: MANUFACTURER,
    summary: "One consignment's e-way bill in the NIC bulk upload format (when one is needed)",
    params: idParamSchema,
    file: true,
  },
  tally: {
    method: 'GET',
    path: '/gst-returns/tally.xml',
    access: MANUFACTURER,
    summary:
      "The period's sales invoices and credit notes, with the retailers' ledgers, as a Tally Prime XML import",
    query: gstPeriodQuerySchema,
    file: true,
  },
  readSettings: {
    method: 'GET',
    path: '/gst-returns/settings',
    access: MANUFACTURER,
    summary: 'The Tally ledger names the import uses (defaults until changed)',
    response: gstReturnSettingsSchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/gst-returns/settings',
    access: MANUFACTURER,
    summary: 'Rename the Tally ledgers the import uses',
    body: gstReturnSettingsSchema,
    response: gstReturnSettingsSchema,
  },
});
